// UITextContentType.birthdateDay is iOS 17.
// expect: 'birthdateDay' is only available in iOS17
import SwiftUI

struct UnguardedIOS17ContentType: View {
    @State private var day = ""

    var body: some View {
        TextField("Day", text: $day)
            .keyboardType(.numberPad)
            .textContentType(.birthdateDay)
    }
}
