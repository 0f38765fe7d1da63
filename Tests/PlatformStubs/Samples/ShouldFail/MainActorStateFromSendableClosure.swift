// Swift 6 strict concurrency: Binding(get:set:) takes @Sendable closures, which cannot touch
// the view's main-actor state. Generated code binds through `$model.field.text` instead.
// expect: main actor-isolated property 'name' can not be referenced from a Sendable closure
import SwiftUI

struct MainActorStateFromSendableClosure: View {
    @State private var name = ""

    var body: some View {
        TextField("Name", text: Binding(get: { name }, set: { name = $0 }))
    }
}
