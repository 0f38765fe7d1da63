// The navigationLink picker style is iOS 16: used in an iOS 15 view it must fail (formc
// refuses it below `platform iOS 16`, FC0365).
// expect: 'navigationLink' is only available in iOS16
import SwiftUI

struct UnguardedIOS16PickerStyle: View {
    @State private var size: String? = nil

    var body: some View {
        Form {
            Picker("Size" as String, selection: $size) {
                Text(verbatim: "Small").tag(String?.some("S"))
            }
            .pickerStyle(.navigationLink)
        }
    }
}
