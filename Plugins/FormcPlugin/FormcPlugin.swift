import Foundation
import PackagePlugin

/// Generates Swift from the `.form` files of a target, as part of the build.
///
/// One build command per target: `formc-generate --emit swift --paired FORM OUT FORM OUT ...`,
/// with every `.form` file and the tool as inputs and one Swift file per form as outputs.
/// One command, because a build stops at its first failing command: with a command per form,
/// errors in two forms would show only one of them. formc checks every form before it writes
/// anything, so one build reports the errors of all of them. A change to one form runs the
/// command again over all of them (checking a form takes milliseconds), but formc writes only
/// the files whose bytes change, so the compiler rebuilds only that form's Swift.
///
/// The tool is `formc-generate`, `formc generate` without the rest of formc: it does not link
/// the language server, so an app's clean build does not compile it. It is a build command,
/// not a prebuild command, so the tool itself is built from source first.
///
/// formc's diagnostics go to the build log as `path:line:col: error: message [ID]`, which
/// `swift build` prints and Xcode shows as issues; an error fails the command and the build.
///
/// A build tool plugin takes no arguments from the manifest, so options come from a file:
/// `formc.json` in the target's directory (in an Xcode project, the project's directory),
/// `{"accessLevel": "package"}`, read when the build is planned and an input of every command,
/// so changing it generates the forms again. docs/SWIFT.md, "Access level".
@main
struct FormcPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let forms = target.sourceFiles(withSuffix: "form").map(\.url)
        // `Target.directoryURL` needs tools version 6.1; formc's package is 6.0, where the
        // target's directory is a `Path`, read here through its description.
        let root = URL(fileURLWithPath: String(describing: target.directory), isDirectory: true)
        return try Self.commands(
            forms: forms,
            root: root,
            formc: context.tool(named: "formc-generate").url,
            outputDirectory: context.pluginWorkDirectoryURL
        )
    }

    /// The command for `forms`, whose output names come from their paths below `root`, with
    /// the options of `root`'s `formc.json`: none when there is no form.
    static func commands(forms: [URL], root: URL, formc: URL, outputDirectory: URL) throws -> [Command] {
        guard !forms.isEmpty else { return [] }
        let options = try Options(directory: root)
        // Sorted by path, so the command (and the order of its diagnostics) never depends on
        // the order in which the build system lists the files.
        let forms = forms.sorted { $0.path < $1.path }
        let relativePaths = forms.map { relativePath($0, below: root) }
        let outputs = outputNames(for: relativePaths).map { outputDirectory.appendingPathComponent($0) }
        let pairs = zip(forms, outputs).flatMap { [$0.path, $1.path] }
        let what = forms.count == 1 ? relativePaths[0] : "\(forms.count) forms"
        return [
            .buildCommand(
                displayName: "formc: generating Swift from \(what)",
                executable: formc,
                arguments: ["--emit", "swift", "--no-color"] + options.arguments + ["--paired", "--"] + pairs,
                inputFiles: forms + [formc] + (options.file.map { [$0] } ?? []),
                outputFiles: outputs
            ),
        ]
    }

    /// The options of a target's `formc.json`: `{"accessLevel": "public" | "package" |
    /// "internal"}`, every key optional. No file: formc's defaults.
    struct Options {
        static let fileName = "formc.json"
        static let accessLevels = ["public", "package", "internal"]

        /// The file, when there is one: an input of every command.
        var file: URL?
        /// What `formc generate` gets for it.
        var arguments: [String] = []

        init(directory: URL) throws {
            let url = directory.appendingPathComponent(Self.fileName)
            guard FileManager.default.fileExists(atPath: url.path) else { return }
            file = url
            let object: Any
            do {
                object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
            } catch {
                throw Problem("\(url.path): error: formc.json is not JSON: \(error.localizedDescription)")
            }
            guard let options = object as? [String: Any] else {
                throw Problem("\(url.path): error: formc.json holds an object, such as {\"accessLevel\": \"package\"}")
            }
            for key in options.keys.sorted() where key != "accessLevel" {
                throw Problem("\(url.path): error: formc.json has no option '\(key)'; the options are 'accessLevel'")
            }
            if let value = options["accessLevel"] {
                guard let level = value as? String, Self.accessLevels.contains(level) else {
                    throw Problem("\(url.path): error: 'accessLevel' is one of \(Self.accessLevels.map { "\"\($0)\"" }.joined(separator: ", "))")
                }
                arguments += ["--access-level", level]
            }
        }
    }

    /// Why the plugin cannot plan the build, said as a compiler would, with the file.
    struct Problem: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// `Forms/Login.form` below `root`, or the file name when the file is elsewhere.
    static func relativePath(_ file: URL, below root: URL) -> String {
        let path = file.standardizedFileURL.path
        let base = root.standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : file.lastPathComponent
    }

    /// One Swift file name per form, unique in the target's flat list of sources (Swift
    /// rejects two files of one module with the same name): the path inside the target with
    /// `/` as `_` and `.form` kept, so `Forms/Login.form` becomes `Forms_Login.form.swift`
    /// and cannot clash with a hand-written `Login.swift`. Paths that still map to one name
    /// (`A/B_C.form` and `A_B/C.form`) each get a hash of their own path appended.
    static func outputNames(for relativePaths: [String]) -> [String] {
        let plain = relativePaths.map { $0.replacingOccurrences(of: "/", with: "_") }
        var counts: [String: Int] = [:]
        for name in plain { counts[name, default: 0] += 1 }
        return zip(relativePaths, plain).map { path, name in
            let stem = name.hasSuffix(".form") ? String(name.dropLast(".form".count)) : name
            if counts[name, default: 0] > 1 {
                return "\(stem)_\(fnv1a(path)).form.swift"
            }
            return "\(stem).form.swift"
        }
    }

    /// FNV-1a, 32 bits, in hex: stable across runs and machines, unlike `hashValue`.
    static func fnv1a(_ text: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in text.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same for a target of an Xcode project: its `.form` files are those among the
/// target's input files, named by their path inside the project directory.
extension FormcPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let forms = target.inputFiles.map(\.url).filter { $0.pathExtension == "form" }
        return try Self.commands(
            forms: forms,
            root: context.xcodeProject.directoryURL,
            formc: context.tool(named: "formc-generate").url,
            outputDirectory: context.pluginWorkDirectoryURL
        )
    }
}
#endif
