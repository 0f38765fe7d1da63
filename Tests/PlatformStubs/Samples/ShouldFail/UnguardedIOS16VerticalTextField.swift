// A vertical TextField is iOS 16: in an iOS 15 view a multiline field must stay a TextEditor.
// expect: is only available in iOS16
import SwiftUI

struct UnguardedIOS16VerticalTextField: View {
    @State private var note = ""

    var body: some View {
        Form {
            TextField("Note" as String, text: $note, prompt: Text(verbatim: ""), axis: .vertical)
        }
    }
}
