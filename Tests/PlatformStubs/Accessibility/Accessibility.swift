// A test-only stand-in for the Accessibility framework names formc's generated SwiftUI view
// uses (`import Accessibility`). Only ever typechecked against (typecheck.sh), never linked.
// Legend of [docs], [unverified]: see ../SwiftUI/SwiftUI.swift.

@_exported import Foundation
@_exported import FormcAvailability

/// Mirrors Accessibility: AccessibilityNotification — `enum AccessibilityNotification`.
/// iOS 17.0. [docs: developer.apple.com/documentation/accessibility/accessibilitynotification.md]
@available(iOS 17.0, *)
@available(iOS17)
public enum AccessibilityNotification {
    /// Mirrors Accessibility: AccessibilityNotification.Announcement — `struct Announcement`.
    /// iOS 17.0. [docs: …/accessibilitynotification/announcement.md]
    @available(iOS 17.0, *)
    @available(iOS17)
    public struct Announcement {
        /// Mirrors Accessibility: AccessibilityNotification.Announcement.init(_:) —
        /// `init(_ announcement: String)`. iOS 17.0. [docs: onestack.dev/ios-reference/Accessibility/
        /// AccessibilityNotification.Announcement, "SDK 27.1", which renders Apple's declaration]
        public init(_ announcement: String) { fatalError("Accessibility stub for typechecking only") }

        /// Mirrors Accessibility: AccessibilityNotification.Announcement.init(_:) —
        /// `init(_ announcement: AttributedString)`. iOS 17.0. [docs: as above]
        public init(_ announcement: AttributedString) { fatalError("Accessibility stub for typechecking only") }

        /// Mirrors Accessibility: AccessibilityNotification.Announcement.post() — `func post()`
        /// (from the `_AccessibilityNotifications` protocol). iOS 17.0.
        /// [docs: …/accessibilitynotification/announcement/post().md]
        public func post() { fatalError("Accessibility stub for typechecking only") }
    }
}
