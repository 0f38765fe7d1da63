// swift-tools-version:6.0
// An app-side package that uses formc as a build tool: its .form files live in the ShopForms
// target, FormcPlugin turns each into Swift during `swift build`, and the generated models
// are used by an executable and a test. It depends on formc by path, as a package inside
// formc's repository; an app would use `.package(url: ..., from: ...)` instead.
import PackageDescription

let package = Package(
    name: "PluginConsumer",
    // The language of the .form files' texts. SwiftPM refuses `.process` on .lproj folders
    // without it; with `.copy` it only names the development language on Apple platforms.
    defaultLocalization: "en",
    platforms: [.iOS(.v15), .macOS(.v13)],
    dependencies: [
        .package(name: "formc", path: "../.."),
    ],
    targets: [
        // The forms, and nothing generated in the source tree: Account/Details.form and
        // Shipping/Details.form share a file name on purpose.
        // Localizations/ holds SignUp.form's String Catalog, translated into German and
        // Chinese, and the .strings files `formc generate --emit strings -o Localizations`
        // writes from it. The .strings files are the resources: they work on Linux, where
        // nothing compiles a catalog, and on Apple platforms alike (bundle one or the other).
        // `.copy`, one per language, keeps each folder's name as written: `.process` would
        // rename zh-Hans.lproj to zh-hans.lproj on Linux, where FormRuntime does not find it.
        // Bundle+ShopForms.swift makes the target's `Bundle.module` public as `.shopForms`.
        .target(
            name: "ShopForms",
            dependencies: [
                .product(name: "FormRuntime", package: "formc"),
                // The SwiftUI view on iOS; an empty module here.
                .product(name: "FormRuntimeSwiftUI", package: "formc"),
            ],
            exclude: ["Localizations/SignUp.xcstrings"],
            resources: [
                .copy("Localizations/en.lproj"),
                .copy("Localizations/de.lproj"),
                .copy("Localizations/zh-Hans.lproj"),
            ],
            plugins: [.plugin(name: "FormcPlugin", package: "formc")]
        ),
        .executableTarget(name: "ShopDemo", dependencies: ["ShopForms"]),
        // FormRuntime too: the tests name its types (`FormErrors`, `ServerErrors`), which
        // importing ShopForms does not make visible.
        .testTarget(
            name: "ShopFormsTests",
            dependencies: ["ShopForms", .product(name: "FormRuntime", package: "formc")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
