// AccessibilityNotification is iOS 17: an iOS 15 view must check for it.
// expect: is only available in
import SwiftUI
import Accessibility

struct UnguardedIOS17Announcement: View {
    var body: some View {
        Button("Save") {
            AccessibilityNotification.Announcement("Saved").post()
        }
    }
}
