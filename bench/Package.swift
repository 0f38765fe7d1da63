// swift-tools-version:6.0
// The benchmark harness, kept out of the root package so formc itself stays lean: a generator
// of .form (and equivalent .proto) inputs and an in-process timer of each compiler stage.
// bench/run.sh builds and runs everything; see bench/README.md.
import PackageDescription

let package = Package(
    name: "formc-bench",
    dependencies: [
        // The root package, through the symlink `.formc -> ..`. SwiftPM names a path
        // dependency after its directory, so `path: ".."` would be named after wherever formc
        // was cloned, and would clash with this package (named "bench") in a clone called
        // "bench". The leading dot keeps directory walks (`formc check .`) out of the loop.
        .package(path: ".formc"),
    ],
    targets: [
        .executableTarget(
            name: "formc-bench",
            dependencies: [.product(name: "FormDSL", package: ".formc")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
