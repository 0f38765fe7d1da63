import Foundation

extension Bundle {
    /// The bundle with this target's translations (Localizations/*.lproj), for code outside
    /// the target. SwiftPM makes `Bundle.module` internal to each target with resources, so an
    /// app target, or a test that imports ShopForms without `@testable`, cannot name it; it
    /// passes this one instead: `ShopSignUpModel(locale: locale, bundle: .shopForms)`.
    public static var shopForms: Bundle { .module }
}
