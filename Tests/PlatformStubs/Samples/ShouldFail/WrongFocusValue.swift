// focused(_:equals:) takes a value of the FocusState's own type.
// expect: cannot convert value of type 'String' to expected argument type 'WrongFocusValue.Field'
import SwiftUI

struct WrongFocusValue: View {
    enum Field: Hashable { case name }
    @State private var name = ""
    @FocusState private var focus: Field?

    var body: some View {
        TextField("Name", text: $name)
            .focused($focus, equals: "name")
    }
}
