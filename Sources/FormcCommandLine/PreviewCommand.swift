#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import FormDSL

/// `formc preview [-o DIR] FILE`: the web page of each form in FILE, and a picture of it.
///
/// The pages are the bytes `formc generate --emit web` writes (NAME.html, and the NAME.js
/// module it carries inline). Where a Chromium is installed, it loads each page headless and
/// saves `NAME.png` and `NAME-dark.png` (the page under `prefers-color-scheme: dark`), so an
/// author looks at the form rather than reads it. Without Chromium the pages are still
/// written and standard error says why there is no picture: a preview must not need a browser
/// to be useful. As with `generate`, a file with errors writes nothing.
package enum PreviewCommand {
    /// The names looked for on PATH, in order, when FORMC_CHROMIUM names no browser.
    static let browserNames = ["chromium", "chromium-browser", "google-chrome"]
    /// The environment variable that names the browser (a path, or a name on PATH).
    static let browserVariable = "FORMC_CHROMIUM"
    /// How long one screenshot may take before the browser is stopped.
    static let timeoutSeconds = 60
    /// The window's width in CSS pixels: a phone held sideways, or a narrow desktop window.
    static let windowWidth = 600

    package static func run(_ arguments: [String]) -> Int32 {
        var output: String?
        var color: Bool?
        var scanner = ArgumentScanner(arguments)
        while let name = scanner.nextOption() {
            switch name {
            case "-o", "--output":
                guard let path = scanner.value(), !path.isEmpty else {
                    return CommandLineTool.usageError("'\(name)' needs a directory", command: "preview")
                }
                output = path
            case "--color": color = true
            case "--no-color": color = false
            case "-h", "--help":
                FileSystem.writeStdout(Help.preview)
                return CommandLineTool.Exit.success
            default:
                return CommandLineTool.usageError(scanner.unknown(name, known: options), command: "preview")
            }
        }
        if let problem = scanner.problem {
            return CommandLineTool.usageError(problem, command: "preview")
        }
        let operands = scanner.operands
        guard operands.count == 1 else {
            return CommandLineTool.usageError(operands.isEmpty ? "no input file; give one .form file, or '-' for standard input"
                                                              : "one .form file at a time; \(operands.count) were given",
                                              command: "preview")
        }
        let directory = output ?? "."
        if FileSystem.exists(directory) && !FileSystem.isDirectory(directory) {
            return CommandLineTool.usageError("'-o \(directory)' names a file; give a directory, such as '-o \(GenerateCommand.directorySuggestion(directory))'",
                                              command: "preview")
        }

        // Compile first: a file with errors writes nothing.
        guard let file = CommandLineTool.load(operands[0]) else {
            FileSystem.writeStderr("formc preview: nothing was written because of the errors above\n")
            return CommandLineTool.Exit.inputErrors
        }
        var result = Compiler.check(file)
        if let model = result.model { result.diagnostics += OutputTarget.web.refusals(of: model) }
        if !result.diagnostics.isEmpty {
            let renderer = TextRenderer(useColor: CommandLineTool.colorEnabled(flag: color))
            FileSystem.writeStderr(renderer.render(result.diagnostics, in: file))
        }
        guard !result.diagnostics.hasErrors, let model = result.model else {
            FileSystem.writeStderr("formc preview: nothing was written because of the errors above\n")
            return CommandLineTool.Exit.inputErrors
        }

        // The pages, exactly as `generate --emit web -o DIR/` writes them.
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        let files = Generator.files(for: model, source: file, target: .web)
        do throws(FileSystem.Failure) {
            try FileSystem.makeDirectories(directory)
            for generated in files {
                try FileSystem.writeAtomically(generated.bytes, to: prefix + generated.name)
            }
        } catch {
            FileSystem.writeStderr("formc preview: error: \(error.message)\n")
            return CommandLineTool.Exit.inputErrors
        }
        for generated in files where generated.name.hasSuffix(".html") {
            FileSystem.writeStdout(prefix + generated.name + "\n")
        }

        // The pictures, where there is a browser to take them.
        guard let browser = findBrowser() else {
            var looked = "looked for \(browserNames.joined(separator: ", ")) on PATH"
            if let named = FileSystem.environment(browserVariable), !named.isEmpty { looked = "\(browserVariable)='\(named)' names no program" }
            FileSystem.writeStderr("formc preview: no Chromium found (\(looked)), so no screenshot was taken; "
                                   + "set \(browserVariable) to a Chromium to take one\n")
            return CommandLineTool.Exit.success
        }
        guard let absolute = absolutePath(prefix) else {
            FileSystem.writeStderr("formc preview: error: cannot find the current directory\n")
            return CommandLineTool.Exit.inputErrors
        }
        var failed = false
        for form in model.forms {
            let page = absolute + form.name + ".html"
            guard FileSystem.exists(page) else { continue }
            // The light and the dark picture are taken at the same time: two browsers.
            let pictures = [prefix + form.name + ".png", prefix + form.name + "-dark.png"]
            let results = screenshots(browser: browser, page: page, to: pictures, height: windowHeight(for: form))
            for (picture, result) in zip(pictures, results) {
                switch result {
                case .success:
                    FileSystem.writeStdout(picture + "\n")
                case .failure(let failure):
                    FileSystem.writeStderr("formc preview: error: \(browser) did not take \(picture): \(failure.message)\n")
                    failed = true
                }
            }
        }
        return failed ? CommandLineTool.Exit.inputErrors : CommandLineTool.Exit.success
    }

    private static let options = ["--output", "--color", "--no-color", "--help"]

    /// The browser named by FORMC_CHROMIUM (a path, or a name looked up on PATH), else the
    /// first of `browserNames` on PATH; nil when there is none. A FORMC_CHROMIUM that names
    /// no program is not replaced by another browser: the author asked for that one.
    static func findBrowser() -> String? {
        if let named = FileSystem.environment(browserVariable), !named.isEmpty {
            return named.contains("/") ? (isExecutable(named) ? named : nil) : onPath(named)
        }
        for name in browserNames {
            if let found = onPath(name) { return found }
        }
        return nil
    }

    private static func onPath(_ name: String) -> String? {
        for directory in (FileSystem.environment("PATH") ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = directory + "/" + name
            if isExecutable(candidate) { return candidate }
        }
        return nil
    }

    private static func isExecutable(_ path: String) -> Bool {
        access(path, X_OK) == 0 && !FileSystem.isDirectory(path)
    }

    private static func absolutePath(_ path: String) -> String? {
        if path.hasPrefix("/") { return path }
        guard let current = FileSystem.currentDirectory() else { return nil }
        return current + "/" + (path.hasPrefix("./") ? String(path.dropFirst(2)) : path)
    }

    /// A window tall enough for the whole form as the page lays it out at this width (its
    /// heading, each row by its control, help lines, section borders, the button), so the
    /// picture shows every field: `--screenshot` takes the window, not the page. Rows hidden
    /// by a condition are counted too, so the estimate errs on the tall side (empty space
    /// below the button), never on the short one; CI checks that every example fits.
    static func windowHeight(for form: FormModel) -> Int {
        // The page's padding, heading and button.
        var height = 200
        for section in form.sections {
            if section.header != nil { height += 70 }
            if section.footer != nil { height += 30 }
        }
        // A repeating group: each row it starts with (one, for a group that starts with none)
        // has its legend and remove button, and the group its add button and help.
        let startingRows = { (group: Int) in max(1, form.repeats[group].minRows) }
        for (g, group) in form.repeats.enumerated() {
            height += 60 * startingRows(g) + 60
            if group.help != nil { height += 30 }
        }
        for field in form.fields {
            var own = 0
            switch field.control {
            case .textField, .secureField, .datePicker, .picker: own = 84
            case .textEditor: own = 130
            case .toggle: own = 44
            case .toggles: own = 44 + 30 * field.options.count
            case .stepper, .slider: own = 110
            case .value: own = 84
            }
            if field.help != nil { own += 30 }
            height += own * (field.repeatGroup.map(startingRows) ?? 1)
        }
        return min(max(height, 400), 8000)
    }

    /// `file://` and the path, each byte that is not unreserved (RFC 3986) or `/`
    /// percent-encoded, so a space or a `#` in a directory name reaches the browser as a path.
    static func fileURL(_ path: String) -> String {
        var url = "file://"
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                url.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                url += "%" + String(decoding: [hex[Int(byte >> 4)], hex[Int(byte & 15)]], as: UTF8.self)
            }
        }
        return url
    }

    /// Runs the browser headless on `page` twice at once, light and dark, and saves each
    /// window as a PNG at `pictures[0]` and `pictures[1]`. The browser writes a temporary file
    /// beside each, renamed when complete, so a browser that fails or is stopped leaves no half
    /// picture; each run's profile is a temporary directory of its own, removed afterwards, so
    /// nothing of the author's browser profile is read or changed.
    static func screenshots(browser: String, page: String, to pictures: [String], height: Int) -> [Result<Void, FileSystem.Failure>] {
        var runs: [(arguments: [String], temporary: String, final: String, profile: String)] = []
        defer { for run in runs { removeTree(run.profile) } }
        for (index, picture) in pictures.enumerated() {
            guard let absolute = absolutePath(picture) else {
                return pictures.map { _ in .failure(FileSystem.Failure(message: "cannot find the current directory")) }
            }
            let slash = absolute.lastIndex(of: "/")!
            let temporary = String(absolute[...slash]) + "." + String(absolute[absolute.index(after: slash)...]) + ".formc-tmp.png"
            var template = Array("/tmp/formc-preview-XXXXXX".utf8CString)
            guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
                return pictures.map { _ in .failure(FileSystem.Failure(message: "cannot make a temporary profile: \(FileSystem.errnoMessage())")) }
            }
            let profile = String(cString: template.withUnsafeBufferPointer { $0.baseAddress! })
            var arguments = [
                browser, "--headless", "--disable-gpu", "--hide-scrollbars", "--no-first-run", "--no-default-browser-check",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-extensions",
                "--user-data-dir=" + profile, "--window-size=\(windowWidth),\(height)", "--screenshot=" + temporary,
            ]
            // Chromium's `prefers-color-scheme` follows the dark mode it is forced into.
            if index == 1 { arguments.append("--force-dark-mode") }
            // Chromium refuses to start as root with its sandbox (as in a container).
            if geteuid() == 0 { arguments.append("--no-sandbox") }
            arguments.append(fileURL(page))
            unlink(temporary)
            runs.append((arguments, temporary, absolute, profile))
        }
        let statuses = spawnAndWait(runs.map(\.arguments), timeoutSeconds: timeoutSeconds)
        return zip(runs, statuses).map { run, status in
            guard status == 0, FileSystem.exists(run.temporary) else {
                unlink(run.temporary)
                let why = status == nil ? "it did not finish in \(timeoutSeconds) seconds" : "it exited with status \(status!) and saved no picture"
                return .failure(FileSystem.Failure(message: why))
            }
            guard rename(run.temporary, run.final) == 0 else {
                let message = FileSystem.errnoMessage()
                unlink(run.temporary)
                return .failure(FileSystem.Failure(message: message))
            }
            return .success(())
        }
    }

    /// Runs programs side by side, each in a process group of its own with its output
    /// discarded, and waits for all: each one's exit status, or nil for one that ran past the
    /// timeout (then its whole group, the browser's helper processes too, is killed), or -1
    /// for one that could not be started.
    static func spawnAndWait(_ commands: [[String]], timeoutSeconds: Int) -> [Int32?] {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        var results: [Int32?] = Array(repeating: -1, count: commands.count)
        var running: [Int: pid_t] = [:]
        for (index, arguments) in commands.enumerated() {
            var cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
            cArguments.append(nil)
            defer { for argument in cArguments { free(argument) } }
            var pid: pid_t = 0
            if posix_spawn(&pid, arguments[0], &actions, &attributes, cArguments, environ) == 0 { running[index] = pid }
        }
        var remaining = timeoutSeconds * 50
        while !running.isEmpty {
            for (index, pid) in running {
                var status: Int32 = 0
                let done = waitpid(pid, &status, WNOHANG)
                if done == pid {
                    // The browser's helpers are in its group: none may outlive it.
                    kill(-pid, SIGKILL)
                    // WIFEXITED and WEXITSTATUS, which Swift does not import as macros.
                    results[index] = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
                    running[index] = nil
                } else if done < 0 && errno != EINTR {
                    running[index] = nil
                }
            }
            if running.isEmpty { break }
            if remaining == 0 {
                for (index, pid) in running {
                    kill(-pid, SIGKILL)
                    var status: Int32 = 0
                    _ = waitpid(pid, &status, 0)
                    results[index] = nil
                }
                break
            }
            remaining -= 1
            var pause = timespec(tv_sec: 0, tv_nsec: 20_000_000)
            nanosleep(&pause, nil)
        }
        return results
    }

    /// Removes a directory this command made, and everything in it; symbolic links are
    /// removed, never followed.
    static func removeTree(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            if let handle = opendir(path) {
                var names: [String] = []
                while let entry = readdir(handle) {
                    let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                    }
                    if name != "." && name != ".." { names.append(name) }
                }
                closedir(handle)
                for name in names { removeTree(path + "/" + name) }
            }
            rmdir(path)
        } else {
            unlink(path)
        }
    }
}
