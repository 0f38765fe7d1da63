// onChange(of:perform:) is deprecated in iOS 17: Xcode warns about it in apps whose deployment
// target is iOS 17 or later, so generated code must not call it (warnings are errors here).
// expect: deprecated in iOS 17.0
import SwiftUI

struct DeprecatedOnChange: View {
    enum Field: Hashable { case name }
    @State private var name = ""
    @FocusState private var focus: Field?

    var body: some View {
        TextField("Name", text: $name)
            .focused($focus, equals: .name)
            .onChange(of: focus) { newValue in print(newValue as Any) }
    }
}
