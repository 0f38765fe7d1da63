// A string where SwiftUI wants a SubmitLabel must not typecheck.
// expect: cannot convert value of type 'String' to expected argument type 'SubmitLabel'
import SwiftUI

struct WrongArgumentType: View {
    @State private var name = ""

    var body: some View {
        TextField("Name", text: $name)
            .submitLabel("done")
    }
}
