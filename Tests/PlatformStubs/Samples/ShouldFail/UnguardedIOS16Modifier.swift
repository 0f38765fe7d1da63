// scrollDismissesKeyboard is iOS 16: used in an iOS 15 view without `if #available` it must fail.
// expect: 'scrollDismissesKeyboard' is only available in iOS16
import SwiftUI

struct UnguardedIOS16Modifier: View {
    @State private var name = ""

    var body: some View {
        Form {
            TextField("Name", text: $name)
        }
        .scrollDismissesKeyboard(.interactively)
    }
}
