// A hand-written stand-in for what formc generates for a form: a platform-independent model
// on FormRuntime, and a SwiftUI view under `#if canImport(SwiftUI) && canImport(UIKit)`. It
// uses every stubbed API the way the generated view will, and must typecheck with no warning
// in Swift 6 mode (typecheck.sh --self-test).
import Foundation
import FormRuntime

/// The model: field state, focus order and submit, with no SwiftUI in sight. It declares its
/// inputs and one `FormTable`; `FormState` does the per-field work, as for a generated model.
struct SignUpModel: FormState {
    enum Field: String, FormField {
        case name, email, password, age, birthday, bio
    }

    struct Values: Sendable, Hashable {
        var name: String
        var email: String
        var password: String
        var age: Int?
        var birthday: CalendarDay?
        var bio: String?
    }

    static let form = FormTable<SignUpModel>(
        name: "SignUp", table: "SignUp", title: "Sign up", submitLabel: "Sign up",
        focusOrder: [.name, .email, .password, .age, .bio], initialFocus: .name,
        fields: [
            .init(.name, \.name, label: "Name", prompt: "Jane Appleseed"),
            .init(.email, \.email, label: "Email"),
            .init(.password, \.password, label: "Password"),
            .init(.age, \.age, label: "Age"),
            .init(.birthday, \.birthday, label: "Birthday"),
            .init(.bio, \.bio, label: "About you"),
        ])

    var name: TextInput
    var email: TextInput
    var password: TextInput
    var age: NumberInput<Int>
    var birthday: DateInput
    var bio: TextInput
    var focusTracker = FocusTracker<Field>()
    let strings: FormStrings

    init(strings: FormStrings) {
        self.strings = strings
        name = TextInput(rules: [.required(message: "Enter your name.")], timing: .blur)
        email = TextInput(rules: [.required(message: "Enter your email."), .email(message: "That is not an email address.")])
        password = TextInput(rules: [.length(min: 8, max: nil, message: "Use at least 8 characters.")], timing: .change)
        age = NumberInput(NumberField(.integer, allowNegative: true, locale: strings.locale), isOptional: true,
                          invalidMessage: "Enter a whole number.")
        birthday = DateInput(isOptional: true)
        bio = TextInput(filter: TextFilter(maxLength: 200), isOptional: true)
    }

    mutating func prefill(_ values: Values) {
        name.prefill(values.name)
        email.prefill(values.email)
        password.prefill(values.password)
        age.prefill(values.age)
        birthday.prefill(values.birthday)
        bio.prefill(values.bio)
    }

    static func values(of model: SignUpModel) -> Values? {
        Values(name: model.name.text, email: model.email.text, password: model.password.text,
               age: model.age.value, birthday: model.birthday.value, bio: model.bio.value)
    }
}

#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import FormRuntimeSwiftUI

struct SignUpForm: View {
    @State private var model = SignUpModel(locale: .current)
    @FocusState private var focus: SignUpModel.Field?
    @State private var acceptsTerms = false
    @State private var size: String? = nil
    @State private var guests = 2
    var onSubmit: (SignUpModel.Values) -> Void = { _ in }

    var body: some View {
        Form {
            Section {
                field(error: model.name.visibleErrors.first) {
                    TextField("Name", text: $model.name.text, prompt: Text("Jane Appleseed"))
                        .textContentType(.name)
                        .textInputAutocapitalization(.words)
                        .autocorrectionDisabled()
                        .submitLabel(.next)
                        .focused($focus, equals: .name)
                        .onSubmit { focus = SignUpModel.focusOrder.next(after: .name) }
                }
                field(error: model.email.visibleErrors.first) {
                    TextField("Email", text: $model.email.text)
                        .keyboardType(.emailAddress)
                        .textContentType(.emailAddress)
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled(true)
                        .submitLabel(.next)
                        .focused($focus, equals: .email)
                        .onSubmit { focus = SignUpModel.focusOrder.next(after: .email) }
                }
                field(error: model.password.visibleErrors.first) {
                    SecureField("Password", text: $model.password.text, prompt: Text(verbatim: "8+ characters"))
                        .textContentType(.newPassword)
                        .submitLabel(.next)
                        .focused($focus, equals: .password)
                        .onSubmit { focus = SignUpModel.focusOrder.next(after: .password) }
                }
            } header: {
                Text("Account")
            } footer: {
                Text("We never share your email.").font(.footnote).foregroundColor(.secondary)
            }

            Section(header: Text("About you"), footer: EmptyView()) {
                field(error: model.age.visibleErrors.first) {
                    HStack {
                        Text("Age")
                        Spacer()
                        TextField("Age", text: $model.age.text)
                            .keyboardType(.numberPad)
                            .labelsHidden()
                            .frame(width: 80, alignment: .trailing)
                            .focused($focus, equals: .age)
                            .accessibilityLabel("Age in years")
                    }
                }
                DatePicker("Birthday", selection: $model.birthday.pickerDate, displayedComponents: .date)
                    .focused($focus, equals: .birthday)
                Group {
                    Toggle("Terms of service" as String, isOn: $acceptsTerms)
                        .disabled(false)
                    Toggle(isOn: $acceptsTerms) { Text(verbatim: "Newsletter") }
                    Picker("Size" as String, selection: $size) {
                        Text("None").tag(String?.none)
                        Text(verbatim: "Small").tag(String?.some("S"))
                    }
                    .pickerStyle(.segmented)
                    DatePicker("Day" as String, selection: $model.birthday.pickerDate, in: model.birthday.selectableDays,
                               displayedComponents: .date)
                    Stepper(value: $guests, in: 1...12, step: 2) {
                        Text(verbatim: "Guests \(guests)")
                    }
                    .accessibilityValue(Text(verbatim: "\(guests)"))
                }
                Group {
                    TextEditor(text: $model.bio.text)
                        .frame(minHeight: 88)
                        .overlay(alignment: .topLeading) {
                            if model.bio.text.isEmpty {
                                Text(verbatim: "A few words about you")
                                    .foregroundColor(.secondary)
                                    .padding(.top, 8)
                                    .allowsHitTesting(false)
                            }
                        }
                        .focused($focus, equals: .bio)
                    Text(verbatim: "\(model.bio.text.count)/200")
                        .font(.caption)
                        .foregroundColor(.secondary)
                        .accessibilityHidden(true)
                }
            }

            Section {
                Button("Sign up") { submit() }
                    .disabled(model.password.text.isEmpty)
                    .opacity(model.password.text.isEmpty ? 0.5 : 1)
            }
        }
        .submitScope()
        .navigationTitle("Sign up")
        .toolbar {
            ToolbarItemGroup(placement: .keyboard) {
                Button("Previous") { focus = SignUpModel.focusOrder.previous(before: focus) }
                    .disabled(focus == SignUpModel.focusOrder.first)
                Button("Next") { focus = SignUpModel.focusOrder.next(after: focus) }
                    .disabled(focus.map(SignUpModel.focusOrder.isLast) ?? true)
                Spacer()
                if focus == .age {
                    Button("-/+") { model.age.toggleSign() }
                        .accessibilityLabel(Text("Toggle sign"))
                }
                Button(action: { focus = nil }) {
                    Text("Done").bold()
                }
            }
        }
        // Hidden buttons give hardware keyboards shortcuts for Previous and Next (the usual
        // approach, with iOS 15's background(alignment:content:): background(_:alignment:) is
        // deprecated in iOS 27).
        .background {
            HStack {
                Button("") { focus = SignUpModel.focusOrder.previous(before: focus) }
                    .keyboardShortcut(.upArrow, modifiers: [.command])
                Button("") { focus = SignUpModel.focusOrder.next(after: focus) }
                    .keyboardShortcut("t", modifiers: .command)
            }
            .hidden()
        }
        .modifier(DismissKeyboardOnScroll())
        .modifier(OnFocusChange(value: focus) { model.focusChanged(to: $0) })
        // Initial focus, after the view has settled (focus set in onAppear is often ignored).
        // The task inherits the view's main actor, so it may set `focus`; a cancelled sleep
        // (the view went away) returns without focusing.
        .task {
            do { try await Task.sleep(nanoseconds: 500_000_000) } catch { return }
            focus = SignUpModel.initialFocus
        }
    }

    /// A field with its first visible error under it.
    private func field<Content: View>(error: String?, @ViewBuilder content: () -> Content) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            content()
            if let error {
                Text(error).font(.footnote).foregroundColor(.red)
            }
        }
    }

    private func submit() {
        switch model.submit() {
        case .success(let values):
            focus = nil
            onSubmit(values)
        case .failure(let errors):
            focus = errors.firstInvalid
        }
    }
}

/// `scrollDismissesKeyboard` is iOS 16: applied only where it exists.
struct DismissKeyboardOnScroll: ViewModifier {
    func body(content: Content) -> some View {
        if #available(iOS 16.0, *) {
            content.modifier(InteractiveDismiss())
        } else {
            content
        }
    }
}

@available(iOS 16.0, *)
private struct InteractiveDismiss: ViewModifier {
    func body(content: Content) -> some View {
        content.scrollDismissesKeyboard(.interactively)
    }
}

/// Calls `action` when `value` changes, without the iOS 17 deprecation of
/// `onChange(of:perform:)`: iOS 17's `onChange(of:initial:_:)` where it exists, else
/// `task(id:)`, which (re)starts when `value` changes (one run loop turn later).
struct OnFocusChange<Value: Hashable & Sendable>: ViewModifier {
    let value: Value
    let action: (Value) -> Void

    func body(content: Content) -> some View {
        if #available(iOS 17.0, *) {
            content.onChange(of: value) { _, newValue in action(newValue) }
        } else {
            content.task(id: value) { action(value) }
        }
    }
}
/// The style properties' controls: a text field style, a clear button, a password reveal that
/// swaps a SecureField for a TextField, a validity border and an error as accessibility hint.
struct StyledFieldsSample: View {
    @State private var password = ""
    @State private var revealed = false
    @FocusState private var focused: Bool

    var body: some View {
        Form {
            HStack {
                Group {
                    if revealed {
                        TextField("Password" as String, text: $password, prompt: Text(verbatim: ""))
                    } else {
                        SecureField("Password" as String, text: $password, prompt: Text(verbatim: ""))
                    }
                }
                .focused($focused)
                .textFieldStyle(.roundedBorder)
                .accessibilityHint(Text(verbatim: password.isEmpty ? "Password is required." : ""))
                if focused && !password.isEmpty {
                    Button {
                        password = ""
                    } label: {
                        Image(systemName: "xmark.circle.fill")
                    }
                    .buttonStyle(.borderless)
                    .accessibilityLabel(Text("Clear text"))
                }
                Button {
                    revealed.toggle()
                } label: {
                    Image(systemName: revealed ? "eye.slash" : "eye")
                }
                .buttonStyle(.borderless)
            }
            .padding(6)
            .overlay {
                RoundedRectangle(cornerRadius: 6)
                    .strokeBorder(password.isEmpty ? Color.clear : Color.green, lineWidth: 1)
            }
        }
    }
}

/// A multiline field from iOS 16: a vertical TextField with a line limit.
@available(iOS 16.0, *)
struct VerticalTextFieldSample: View {
    @State private var note = ""

    var body: some View {
        Form {
            TextField("Note" as String, text: $note, prompt: Text(verbatim: "Anything else?"), axis: .vertical)
                .lineLimit(3...6)
            TextField("Details" as String, text: $note, prompt: Text(verbatim: ""), axis: .vertical)
                .lineLimit(4...)
                .textFieldStyle(.plain)
        }
    }
}
#endif
