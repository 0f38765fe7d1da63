// Before iOS 17 a view builder block holds at most 10 views (the parameter-pack buildBlock is
// iOS 17); an iOS 15 form with 11 fields in one Section must group them.
// expect: 'buildBlock' is only available in iOS17
import SwiftUI

struct TooManyViewsForIOS15: View {
    var body: some View {
        Section {
            Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6")
            Text("7"); Text("8"); Text("9"); Text("10"); Text("11")
        }
    }
}
