// swift-tools-version:6.0
// formc: a compiler for declarative input forms. No package dependencies, by design:
// it runs in every build step, so it must build fast and start fast.
import PackageDescription

let package = Package(
    name: "formc",
    products: [
        .executable(name: "formc", targets: ["formc"]),
        .library(name: "FormDSL", targets: ["FormDSL"]),
        .library(name: "FormRuntime", targets: ["FormRuntime"]),
        // The SwiftUI view of generated forms: an empty module where SwiftUI is absent.
        .library(name: "FormRuntimeSwiftUI", targets: ["FormRuntimeSwiftUI"]),
        // The language server, for tools that embed it (the fuzzer, an editor host).
        .library(name: "FormLSP", targets: ["FormLSP"]),
        // Generates Swift from a target's .form files during the build; see README.
        .plugin(name: "FormcPlugin", targets: ["FormcPlugin"]),
        // Updates the String Catalog beside each .form file; see docs/LOCALIZATION.md.
        .plugin(name: "FormcStrings", targets: ["FormcStrings"]),
    ],
    targets: [
        // The compiler as a library: lexer, parser, checker, emitters.
        .target(name: "FormDSL"),
        // The command line over FormDSL, shared by the two executables below.
        .target(name: "FormcCommandLine", dependencies: ["FormDSL"]),
        // The command-line tool: every command of FormcCommandLine, and `lsp`.
        .executableTarget(name: "formc", dependencies: ["FormcCommandLine", "FormLSP"]),
        // The plugins' tool: `formc generate` alone, without the language server, so that a
        // clean build of an app compiles what generation needs and nothing more.
        .executableTarget(name: "formc-generate", dependencies: ["FormcCommandLine"]),
        // The language server behind 'formc lsp': LSP 3.17 over any byte stream.
        .target(name: "FormLSP", dependencies: ["FormDSL"]),
        // What generated Swift imports: parsing, filtering, validation, focus order.
        .target(name: "FormRuntime"),
        // The SwiftUI form over a generated model's layout (iOS 15 and later); generated Swift
        // imports it in its SwiftUI part. On other platforms it builds as an empty module.
        .target(name: "FormRuntimeSwiftUI", dependencies: ["FormRuntime"]),
        // Runs 'formc generate' once over the .form files of the target it is applied to.
        .plugin(name: "FormcPlugin", capability: .buildTool(), dependencies: ["formc-generate"]),
        // `swift package form-strings`: writes catalogs into the sources, so a command plugin.
        .plugin(
            name: "FormcStrings",
            capability: .command(
                intent: .custom(verb: "form-strings", description: "Update the String Catalog beside each .form file"),
                permissions: [.writeToPackageDirectory(reason: "formc writes each form's String Catalog beside its .form file")]
            ),
            dependencies: ["formc-generate"]
        ),
        .testTarget(name: "FormDSLTests", dependencies: ["FormDSL"], exclude: ["Golden"]),
        .testTarget(name: "FormRuntimeTests", dependencies: ["FormRuntime"]),
        .testTarget(name: "FormLSPTests", dependencies: ["FormLSP", "FormDSL"]),
        // The checked-in Swift formc generates for every example and test form (the reference
        // output FormDSLTests compares against), compiled and driven like an app would.
        .testTarget(name: "GeneratedFormsTests", dependencies: ["FormRuntime", "FormDSL"]),
    ],
    swiftLanguageModes: [.v6]
)
