// An iOS 16 check does not make an iOS 17 API available.
// expect: is only available in iOS17
import SwiftUI

struct WrongAvailabilityGuard: View {
    @State private var day = ""

    var body: some View {
        if #available(iOS 16.0, *) {
            TextField("Day", text: $day)
                .onChange(of: day) { _, _ in }
        } else {
            TextField("Day", text: $day)
        }
    }
}
