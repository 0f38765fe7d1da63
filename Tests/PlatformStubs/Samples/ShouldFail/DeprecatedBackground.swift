// background(_:alignment:) is deprecated in iOS 27; iOS 15's background(alignment:content:)
// does the same without a warning.
// expect: deprecated in iOS 27.0
import SwiftUI

struct DeprecatedBackground: View {
    @State private var name = ""

    var body: some View {
        TextField("Name", text: $name)
            .background(
                Button("") {}
                    .keyboardShortcut("t", modifiers: .command)
                    .hidden()
            )
    }
}
