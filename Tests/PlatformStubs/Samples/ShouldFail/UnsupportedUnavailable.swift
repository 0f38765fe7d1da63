// `#unavailable(iOS 17.0)` means "iOS 16 or iOS 15", which no single availability domain
// expresses: typecheck.sh refuses it rather than check it wrongly.
// expect: spans several availability domains
import SwiftUI

struct UnsupportedUnavailable: View {
    var body: some View {
        if #unavailable(iOS 17.0) {
            Text("Before iOS 17")
        }
    }
}
