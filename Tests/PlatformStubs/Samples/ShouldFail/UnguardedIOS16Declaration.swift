// A declaration marked `@available(iOS 16.0, *)` in the code under test is iOS 16 too: using
// it without `if #available(iOS 16.0, *)` must fail.
// expect: 'InteractiveDismiss' is only available in iOS16
import SwiftUI

@available(iOS 16.0, *)
struct InteractiveDismiss: ViewModifier {
    func body(content: Content) -> some View {
        content.scrollDismissesKeyboard(.interactively)
    }
}

struct UnguardedIOS16Declaration: View {
    @State private var name = ""

    var body: some View {
        Form {
            TextField("Name", text: $name)
        }
        .modifier(InteractiveDismiss())
    }
}
