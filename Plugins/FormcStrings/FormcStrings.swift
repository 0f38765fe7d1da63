import Foundation
import PackagePlugin

/// `swift package form-strings`: brings the String Catalog beside each `.form` file up to
/// date (`Forms/SignUp.form` → `Forms/SignUp.xcstrings`), with `formc generate --emit strings`
/// (run as `formc-generate`, the build plugin's tool, which does not link the language server).
///
/// A command plugin, because it writes into the package's sources, which a build plugin must
/// never do; the build plugin (`FormcPlugin`) keeps generating Swift. New texts are added,
/// changed ones mark their translations for review, removed ones are marked stale: no
/// translation is ever lost (docs/LOCALIZATION.md).
///
/// Options: `--target NAME` (repeatable; default: every target with `.form` files) and
/// `--strings-files`, which also writes `LANGUAGE.lproj/TABLE.strings` beside the catalog
/// for Linux and older tooling (a target should bundle one or the other, not both).
@main
struct FormcStrings: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let stringsFiles = extractor.extractFlag(named: "strings-files") > 0
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let formc = try context.tool(named: "formc-generate").url
        var forms: [URL] = []
        for target in targets {
            guard let target = target as? SourceModuleTarget else { continue }
            forms += target.sourceFiles(withSuffix: "form").map(\.url)
        }
        try Self.update(forms: forms, formc: formc, stringsFiles: stringsFiles)
    }

    /// Runs formc once per form, so each catalog lands beside its form; stops at the first
    /// failure, whose diagnostics formc has printed.
    static func update(forms: [URL], formc: URL, stringsFiles: Bool) throws {
        for form in forms.sorted(by: { $0.path < $1.path }) {
            let directory = form.deletingLastPathComponent()
            let table = form.deletingPathExtension().lastPathComponent
            // `-o DIR/` writes the catalog and the .strings files; `-o FILE` the catalog only.
            let output = stringsFiles ? directory.path + "/" : directory.appendingPathComponent(table + ".xcstrings").path
            let process = Process()
            process.executableURL = formc
            process.arguments = ["--emit", "strings", "--no-color", form.path, "-o", output]
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw Failure(message: "formc could not update the strings of \(form.path); see the diagnostics above")
            }
            print("formc: \(directory.appendingPathComponent(table + ".xcstrings").path) is up to date")
        }
    }

    struct Failure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same for an Xcode project: the `.form` files among the chosen targets' input files.
extension FormcStrings: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let stringsFiles = extractor.extractFlag(named: "strings-files") > 0
        let targets = context.xcodeProject.targets.filter { names.isEmpty || names.contains($0.displayName) }
        let forms = targets.flatMap { $0.inputFiles.map(\.url).filter { $0.pathExtension == "form" } }
        try Self.update(forms: forms, formc: context.tool(named: "formc-generate").url, stringsFiles: stringsFiles)
    }
}
#endif
