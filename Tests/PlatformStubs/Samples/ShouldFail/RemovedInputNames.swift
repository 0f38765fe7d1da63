// An input has one name per meaning: the names it had before are unavailable, each with its
// replacement, which Xcode offers as a fix (docs/SWIFT.md, "What changed from generated code
// version 2"). The internal ones (what a model does to an input) are out of reach.
// expect: 'isOn' has been renamed to 'value'
// expect: 'init(isOn:rules:timing:)' has been renamed to 'init(value:rules:timing:)'
// expect: 'selection' has been renamed to 'value'
// expect: 'init(selection:rules:timing:isOptional:missingMessage:)' has been renamed to 'init(value:rules:timing:isOptional:missingMessage:)'
// expect: 'optionalValue' has been renamed to 'value'
// expect: 'count' has been renamed to 'fieldCount'
// expect: 'visibleError' is unavailable: use visibleErrors.first
// expect: 'isValid' is unavailable: use errors.isEmpty
// expect: 'serverErrors' is inaccessible due to 'internal' protection level
// expect: 'blur' is inaccessible due to 'internal' protection level
import FormRuntime

enum Size: String, FormChoice {
    case small, large
    static let labels = ["Small", "Large"]
}

func oldToggle() -> Bool { ToggleInput(isOn: true).value }
func oldToggleValue(_ toggle: ToggleInput) -> Bool { toggle.isOn }
func oldChoice() -> ChoiceInput<Size> { ChoiceInput<Size>(selection: .small) }
func oldPick(_ choice: ChoiceInput<Size>) -> Size? { choice.selection }
func oldOptional(_ text: TextInput) -> String? { text.optionalValue }
func oldCount(_ errors: FormErrors<String>) -> Int { errors.count }
func oldVisibleError(_ text: TextInput) -> String? { text.visibleError }
func oldIsValid(_ text: TextInput) -> Bool { text.isValid }
func oldServerErrors(_ text: TextInput) -> [String] { text.serverErrors }
func oldBlur(_ text: inout TextInput) { text.blur() }
