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
    ],
    targets: [
        // The compiler as a library: lexer, parser, checker, emitters.
        .target(name: "FormDSL"),
        // A thin command-line driver over FormDSL.
        .executableTarget(name: "formc", dependencies: ["FormDSL"]),
        // What generated Swift imports: parsing, filtering, validation, focus order.
        .target(name: "FormRuntime"),
        .testTarget(name: "FormDSLTests", dependencies: ["FormDSL"], exclude: ["Golden"]),
        .testTarget(name: "FormRuntimeTests", dependencies: ["FormRuntime"]),
        // The checked-in Swift formc generates for every example and test form (the reference
        // output FormDSLTests compares against), compiled and driven like an app would.
        .testTarget(name: "GeneratedFormsTests", dependencies: ["FormRuntime", "FormDSL"]),
    ],
    swiftLanguageModes: [.v6]
)
