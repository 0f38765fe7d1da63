// A misspelt argument label must not typecheck.
// expect: incorrect argument label in call
import SwiftUI

struct WrongArgumentLabel: View {
    @State private var name = ""

    var body: some View {
        TextField("Name", txt: $name)
    }
}
