// swift-tools-version:6.0
// The start-up floor: an executable with no imports, built by SwiftPM in release mode exactly
// as formc is, so the two differ only in what they do.
import PackageDescription

let package = Package(
    name: "hello",
    targets: [.executableTarget(name: "hello")],
    swiftLanguageModes: [.v6]
)
