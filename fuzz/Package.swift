// swift-tools-version:6.0
// The libFuzzer target for formc, as a package of its own so the root package stays free of
// sanitizer flags: `swift build` and `swift test` at the root never see it. fuzz/run.sh builds
// it with `swift build -c release --sanitize=fuzzer`, which instruments FormDSL as well.
import PackageDescription

let package = Package(
    name: "FormFuzz",
    dependencies: [.package(name: "formc", path: "..")],
    targets: [
        .executableTarget(
            name: "FormFuzz",
            dependencies: [.product(name: "FormDSL", package: "formc")],
            // libFuzzer supplies `main`; the target only exports LLVMFuzzerTestOneInput.
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        // formc lsp's message handling: sessions of arbitrary bytes (fuzz/run-lsp.sh).
        .executableTarget(
            name: "FormLSPFuzz",
            dependencies: [.product(name: "FormDSL", package: "formc"), .product(name: "FormLSP", package: "formc")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
