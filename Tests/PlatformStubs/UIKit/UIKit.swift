// A test-only stand-in for the UIKit names formc's generated SwiftUI view uses. It is only
// ever typechecked against (typecheck.sh), never linked or run: it lets `swiftc -typecheck`
// check the generated view on Linux, where there is no UIKit.
//
// Each declaration mirrors the Swift import of Apple's UIKit declaration of the same name
// (an Objective-C NS_ENUM imports as `enum ...: Int, @unchecked Sendable`; an
// NS_TYPED_ENUM of NSString imports as a RawRepresentable struct with `static let`s), and
// says where it was checked:
//   [docs]  Apple's documentation page for the symbol (developer.apple.com, or its mirrors
//           in the search index: Averyy/apple-dev-docs, theAppLaunchers/apple-docs-for-rag).
//   [vocab] docs/VOCABULARY-SOURCES.md, which records the sources per constant.
//   [unverified] written from knowledge of the SDK, not checked against a source here.
// Availability after iOS 15 (the oldest iOS formc generates for) is also stated as a
// FormcAvailability domain (`@available(iOS17)`), which Linux does check; see
// ../Availability/FormcAvailability.h.

@_exported import Foundation  // UIKit re-exports Foundation (UIKit.h imports Foundation.h).
@_exported import FormcAvailability

/// Mirrors UIKit: UIKeyboardType — `enum UIKeyboardType : Int, @unchecked Sendable`.
/// Cases and order: [docs] developer.apple.com/documentation/uikit/uikeyboardtype topic list,
/// and [vocab] (12 cases plus the deprecated `alphabet`). Raw values follow the order of the
/// Objective-C NS_ENUM (riptutorial's quote of UIInterface.h, see [vocab]).
/// Per-case availability below iOS 10: [unverified] (all predate iOS 15, so it cannot matter).
@available(iOS 2.0, *)
@available(watchOS, unavailable)
public enum UIKeyboardType: Int, @unchecked Sendable {
    case `default` = 0
    case asciiCapable = 1
    case numbersAndPunctuation = 2
    case URL = 3
    case numberPad = 4
    case phonePad = 5
    case namePhonePad = 6
    case emailAddress = 7
    @available(iOS 4.1, *)
    case decimalPad = 8
    @available(iOS 5.0, *)
    case twitter = 9
    @available(iOS 7.0, *)
    case webSearch = 10
    /// [docs] …/uikeyboardtype/asciicapablenumberpad: iOS 10.0.
    @available(iOS 10.0, *)
    case asciiCapableNumberPad = 11

    /// Mirrors UIKit: UIKeyboardType.alphabet — "Deprecated" in Apple's topic list; the
    /// Objective-C header has `UIKeyboardTypeAlphabet = UIKeyboardTypeASCIICapable, // Deprecated`
    /// (a comment, not an attribute), so Swift imports it as an alias without a deprecation
    /// attribute. [vocab]
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// Mirrors UIKit: UITextAutocapitalizationType — `enum ... : Int, @unchecked Sendable`
/// (needed by `TextInputAutocapitalization.init?(_:)`). [unverified]
public enum UITextAutocapitalizationType: Int, @unchecked Sendable {
    case none = 0
    case words = 1
    case sentences = 2
    case allCharacters = 3
}

/// Mirrors UIKit: UITextContentType — `typedef NSString *UITextContentType NS_TYPED_ENUM`,
/// imported as `struct UITextContentType : Hashable, Equatable, RawRepresentable,
/// @unchecked Sendable` with `init(rawValue:)`. [docs] developer.apple.com/documentation/
/// uikit/uitextcontenttype ("struct", 48 constants plus init(rawValue:)), via [vocab].
/// The raw strings here are placeholders: the SDK's values are opaque and unused by formc.
@available(iOS 10.0, *)
public struct UITextContentType: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

/// The constants of Sources/FormDSL/Vocabulary/Vocabulary.swift's `ContentTypes.all`, with
/// that table's availability, which [vocab] checked constant by constant against Apple's
/// documentation pages (iOS 10 ones against an SDK interface dump). Each mirrors
/// `UIKit: UITextContentType.<name>` — `static let <name>: UITextContentType`.
extension UITextContentType {
    // iOS 10
    @available(iOS 10.0, *) public static let URL = UITextContentType(rawValue: "URL")
    @available(iOS 10.0, *) public static let namePrefix = UITextContentType(rawValue: "namePrefix")
    @available(iOS 10.0, *) public static let name = UITextContentType(rawValue: "name")
    @available(iOS 10.0, *) public static let nameSuffix = UITextContentType(rawValue: "nameSuffix")
    @available(iOS 10.0, *) public static let givenName = UITextContentType(rawValue: "givenName")
    @available(iOS 10.0, *) public static let middleName = UITextContentType(rawValue: "middleName")
    @available(iOS 10.0, *) public static let familyName = UITextContentType(rawValue: "familyName")
    @available(iOS 10.0, *) public static let nickname = UITextContentType(rawValue: "nickname")
    @available(iOS 10.0, *) public static let organizationName = UITextContentType(rawValue: "organizationName")
    @available(iOS 10.0, *) public static let jobTitle = UITextContentType(rawValue: "jobTitle")
    @available(iOS 10.0, *) public static let location = UITextContentType(rawValue: "location")
    @available(iOS 10.0, *) public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    @available(iOS 10.0, *) public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
    @available(iOS 10.0, *) public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
    @available(iOS 10.0, *) public static let addressCity = UITextContentType(rawValue: "addressCity")
    @available(iOS 10.0, *) public static let addressCityAndState = UITextContentType(rawValue: "addressCityAndState")
    @available(iOS 10.0, *) public static let addressState = UITextContentType(rawValue: "addressState")
    @available(iOS 10.0, *) public static let postalCode = UITextContentType(rawValue: "postalCode")
    @available(iOS 10.0, *) public static let sublocality = UITextContentType(rawValue: "sublocality")
    @available(iOS 10.0, *) public static let countryName = UITextContentType(rawValue: "countryName")
    @available(iOS 10.0, *) public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    @available(iOS 10.0, *) public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    @available(iOS 10.0, *) public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
    // iOS 11
    @available(iOS 11.0, *) public static let username = UITextContentType(rawValue: "username")
    @available(iOS 11.0, *) public static let password = UITextContentType(rawValue: "password")
    // iOS 12
    @available(iOS 12.0, *) public static let newPassword = UITextContentType(rawValue: "newPassword")
    @available(iOS 12.0, *) public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    // iOS 15
    @available(iOS 15.0, *) public static let dateTime = UITextContentType(rawValue: "dateTime")
    @available(iOS 15.0, *) public static let flightNumber = UITextContentType(rawValue: "flightNumber")
    @available(iOS 15.0, *) public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipmentTrackingNumber")
    // iOS 17
    @available(iOS 17.0, *) @available(iOS17) public static let birthdate = UITextContentType(rawValue: "birthdate")
    @available(iOS 17.0, *) @available(iOS17) public static let birthdateDay = UITextContentType(rawValue: "birthdateDay")
    @available(iOS 17.0, *) @available(iOS17) public static let birthdateMonth = UITextContentType(rawValue: "birthdateMonth")
    @available(iOS 17.0, *) @available(iOS17) public static let birthdateYear = UITextContentType(rawValue: "birthdateYear")
    @available(iOS 17.0, *) @available(iOS17) public static let creditCardExpiration = UITextContentType(rawValue: "creditCardExpiration")
    @available(iOS 17.0, *) @available(iOS17) public static let creditCardExpirationMonth = UITextContentType(rawValue: "creditCardExpirationMonth")
    @available(iOS 17.0, *) @available(iOS17) public static let creditCardExpirationYear = UITextContentType(rawValue: "creditCardExpirationYear")
    @available(iOS 17.0, *) @available(iOS17) public static let creditCardSecurityCode = UITextContentType(rawValue: "creditCardSecurityCode")
    @available(iOS 17.0, *) @available(iOS17) public static let creditCardType = UITextContentType(rawValue: "creditCardType")
    @available(iOS 17.0, *) @available(iOS17) public static let creditCardName = UITextContentType(rawValue: "creditCardName")
    @available(iOS 17.0, *) @available(iOS17) public static let creditCardGivenName = UITextContentType(rawValue: "creditCardGivenName")
    @available(iOS 17.0, *) @available(iOS17) public static let creditCardMiddleName = UITextContentType(rawValue: "creditCardMiddleName")
    @available(iOS 17.0, *) @available(iOS17) public static let creditCardFamilyName = UITextContentType(rawValue: "creditCardFamilyName")
    // iOS 17.4
    @available(iOS 17.4, *) @available(iOS17_4) public static let cellularEID = UITextContentType(rawValue: "cellularEID")
    @available(iOS 17.4, *) @available(iOS17_4) public static let cellularIMEI = UITextContentType(rawValue: "cellularIMEI")
    // iOS 27
    @available(iOS 27.0, *) @available(iOS27) public static let cellularIMEI1 = UITextContentType(rawValue: "cellularIMEI1")
    @available(iOS 27.0, *) @available(iOS27) public static let cellularIMEI2 = UITextContentType(rawValue: "cellularIMEI2")
    @available(iOS 27.0, *) @available(iOS27) public static let cellularNAL = UITextContentType(rawValue: "cellularNAL")
}

/// Mirrors UIKit: UIAccessibility, the namespace of UIKit's accessibility functions and
/// notifications. [unverified: declared as a struct here; only its static members are used]
public struct UIAccessibility {
    /// Mirrors UIKit: UIAccessibility.Notification — `struct Notification` with
    /// `init(rawValue: UInt32)`. [docs: onestack.dev/ios-reference/UIKit/UIAccessibility.Notification,
    /// "SDK 27.1"]
    public struct Notification: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Mirrors UIKit: UIAccessibility.Notification.announcement —
        /// `nonisolated static let announcement: UIAccessibility.Notification`. iOS 4.0.
        /// [docs: developer.apple.com/tutorials/data/documentation/uikit/uiaccessibility/notification/announcement.md]
        @available(iOS 4.0, *)
        nonisolated public static let announcement = Notification(rawValue: 1008)
    }

    /// Mirrors UIKit: UIAccessibility.post(notification:argument:) —
    /// `@MainActor static func post(notification: UIAccessibility.Notification, argument: Any?)`.
    /// [docs: developer.apple.com/tutorials/data/documentation/uikit/uiaccessibility/post(notification:argument:).md]
    @MainActor
    public static func post(notification: UIAccessibility.Notification, argument: Any?) {
        fatalError("UIKit stub for typechecking only")
    }
}
