// An app module that declares its own types under the names generated Swift uses from the
// standard library, Foundation, SwiftUI, UIKit, Accessibility, FormRuntime and FormRuntimeSwiftUI. hostile.sh
// compiles every example's generated Swift together with this file: a name the generated
// code wrote without its module would be one of these, and the build would fail.
//
// Each is an empty struct: inheriting from it, calling it, or using it as a property wrapper,
// a global actor or a view is an error, so no unqualified use can compile by accident.
// check_shadows.py fails when the generated code names a type of those modules that is not
// here, so a name the emitters start using is shadowed (and so tested) as soon as it appears.

// The names an app is most likely to declare itself.
struct Task {}
struct Section {}
struct Result {}
struct Form {}
struct Text {}
struct Binding {}
struct Field {}
struct Locale {}
struct Decimal {}
struct Values {}

// Swift and _Concurrency.
struct String {}
struct Int {}
struct Double {}
struct Bool {}
struct Void {}
struct Set {}
struct Array {}
struct Dictionary {}
struct Optional {}
struct Never {}
struct Error {}
struct Codable {}
struct CodingKey {}
struct Equatable {}
struct Hashable {}
struct Sendable {}
struct MainActor {}
struct CancellationError {}

// Foundation.
struct Bundle {}
struct Date {}

// SwiftUI.
struct View {}
struct ViewModifier {}
struct ViewBuilder {}
struct Content {}
struct State {}
struct FocusState {}
struct Button {}
struct Color {}
struct DatePicker {}
struct Group {}
struct HStack {}
struct VStack {}
struct Image {}
struct Picker {}
struct ProgressView {}
struct RoundedRectangle {}
struct ScrollViewProxy {}
struct ScrollViewReader {}
struct SecureField {}
struct Slider {}
struct Spacer {}
struct Stepper {}
struct TextEditor {}
struct TextField {}
struct Toggle {}
struct ToolbarItemGroup {}

// UIKit and Accessibility.
struct UIAccessibility {}
struct UITextContentType {}
struct AccessibilityNotification {}

// FormRuntime.
struct CalendarDay {}
struct ChoiceInput {}
struct ChoiceSet {}
struct ChoicesInput {}
struct ComputedNumber {}
struct ComputedText {}
struct ConditionValue {}
struct DateInput {}
struct FocusOrder {}
struct FocusTracker {}
struct FormChoice {}
struct FormErrors {}
struct FormField {}
struct FormState {}
struct FormStrings {}
struct FormTable {}
struct GeneratedCodeVersion_3 {}
struct NumberField {}
struct NumberInput {}
struct OuterValue {}
struct Rule {}
struct RowsInput {}
struct ServerErrors {}
struct SubmitEnd {}
struct TextFilter {}
struct TextInput {}
struct ToggleInput {}

// FormRuntimeSwiftUI, the generated view's runtime.
struct FormView {}
struct FormViewModel {}
struct FormLayout {}
// The view's initializers name FormView's own `Model` and `Action`, which come first.
struct Model {}
struct Action {}

