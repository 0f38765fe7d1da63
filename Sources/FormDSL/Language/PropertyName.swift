/// The properties of the language: the words that start a line of a form, section or field
/// body (`label "Email"`). Everything formc knows about a property is declared once, in
/// `spec`.
public enum PropertyName: UInt8, CaseIterable, Sendable {
    // Form properties.
    case title, platform, focus, initialFocus, submit, keyboardToolbar, scrollDismissesKeyboard
    // Section properties.
    case footer
    // Field properties.
    case label, prompt, help, `default`, keyboard, contentType, autocapitalization, autocorrection, submitLabel,
         format, allowedCharacters, maxLength, allowNegative, disabled, shortcut, validate, option, pickerStyle
    // Form and field.
    case validateOn
    // Conditions: section and field, and field.
    case visible, required
    // Style: form (a default for every field it fits) and field.
    case textFieldStyle, clearButton, validityBorder, passwordReveal
    // Field: a multiline field's height.
    case lines
    // Field: a number shown as a Stepper or a Slider.
    case stepper, slider
    // The language the form's texts are written in (docs/LOCALIZATION.md).
    case language
    // Field: checked like any field, but not part of the submitted values.
    case notSubmitted
    // Field: the key of its value in the submitted JSON.
    case jsonName
    // Repeating group: its bounds and its add button.
    case rows, addLabel

    /// The property's entry in the language table.
    public var spec: PropertySpec { PropertySpec.all[Int(rawValue)] }

    /// The entry of each property, in one switch: the language table's rows for properties.
    /// Within each place, the declaration order is the order messages list properties in.
    fileprivate var declaration: PropertySpec {
        func form(_ spelling: String, _ argument: ArgumentShape, _ doc: String,
                  since: PlatformVersion = .minimum) -> PropertySpec {
            PropertySpec(name: self, spelling: spelling, places: [.form], argument: argument, appliesTo: .all,
                         doc: doc, introduced: since)
        }
        func field(_ spelling: String, _ argument: ArgumentShape, _ doc: String,
                   appliesTo: FieldKindSet = .all) -> PropertySpec {
            PropertySpec(name: self, spelling: spelling, places: [.field], argument: argument, appliesTo: appliesTo,
                         doc: doc, introduced: .minimum)
        }
        /// A field property that a computed value takes too: what it shows, checks and
        /// submits, never how it is typed.
        func value(_ spelling: String, _ argument: ArgumentShape, _ doc: String) -> PropertySpec {
            PropertySpec(name: self, spelling: spelling, places: [.field, .computed], argument: argument, appliesTo: .all,
                         doc: doc, introduced: .minimum)
        }
        /// A style property: a form's value is the default of every field it applies to.
        func style(_ spelling: String, _ list: WordList, _ doc: String, appliesTo: FieldKindSet) -> PropertySpec {
            PropertySpec(name: self, spelling: spelling, places: [.form, .field], argument: .oneOf(list),
                         appliesTo: appliesTo, doc: doc, introduced: .minimum)
        }
        let keyboardInput = FieldKindSet.keyboardInput
        switch self {
        case .title: return form("title", .string, "navigation title")
        case .platform: return form("platform", .platformVersion, "minimum iOS (default and lowest: `iOS 15`)")
        case .focus: return form("focus", .fieldNames, "the focus order (Return and Next move along it)")
        case .initialFocus: return form("initialFocus", .fieldName, "focused shortly after the view appears")
        case .submit: return form("submit", .submit, "the submit button's label and the action it calls")
        case .keyboardToolbar:
            return form("keyboardToolbar", .listOf(.toolbarItem), "buttons above the keyboard")
        case .scrollDismissesKeyboard:
            return form("scrollDismissesKeyboard", .oneOf(.scrollDismissMode),
                        "dismiss the keyboard on scroll (iOS 16; earlier iOS keeps the keyboard)",
                        since: PlatformVersion(16))
        case .footer:
            return PropertySpec(name: self, spelling: "footer", places: [.section], argument: .string, appliesTo: .all,
                                doc: "text under the section", introduced: .minimum)
        case .label:
            return PropertySpec(name: self, spelling: "label", places: [.field, .computed, .repeatGroup], argument: .string,
                                appliesTo: .all, doc: "the field's label (default: from its name, `firstName` → \"First name\")",
                                introduced: .minimum)
        case .prompt: return field("prompt", .string, "placeholder text", appliesTo: keyboardInput)
        case .help:
            return PropertySpec(name: self, spelling: "help", places: [.field, .computed, .repeatGroup], argument: .string,
                                appliesTo: .all, doc: "help text under the field", introduced: .minimum)
        case .default: return field("default", .literal, "initial value")
        case .keyboard:
            return field("keyboard", .oneOf(.keyboard), "`UIKeyboardType`", appliesTo: keyboardInput)
        case .contentType:
            return field("contentType", .oneOf(.contentType), "`UITextContentType`", appliesTo: keyboardInput)
        case .autocapitalization:
            return field("autocapitalization", .oneOf(.autocapitalization),
                         "which letters start as capitals", appliesTo: keyboardInput)
        case .autocorrection:
            return field("autocorrection", .oneOf(.autocorrection), "whether typing is corrected",
                         appliesTo: keyboardInput)
        case .submitLabel:
            return field("submitLabel", .oneOf(.submitLabel), "the Return key's label",
                         appliesTo: keyboardInput)
        case .format: return value("format", .format, "display format")
        case .allowedCharacters:
            // Text only: a number field takes digits, its locale's separator and a minus sign
            // already, and a character set is nothing JSON Schema can say of a number.
            return field("allowedCharacters", .string, "only these characters can be typed", appliesTo: .text)
        case .maxLength:
            return field("maxLength", .integer, "most characters (digits, for numbers)", appliesTo: keyboardInput)
        case .allowNegative: return field("allowNegative", .none, "numbers may be negative", appliesTo: .numeric)
        case .disabled: return field("disabled", .none, "shown but not editable")
        case .jsonName:
            return PropertySpec(name: self, spelling: "jsonName", places: [.field, .computed, .repeatGroup], argument: .string,
                                appliesTo: .all,
                                doc: "the key of the field's value in the submitted JSON (default: the field's name): `jsonName \"postal_code\"`",
                                introduced: .minimum)
        case .rows:
            return PropertySpec(name: self, spelling: "rows", places: [.repeatGroup], argument: .lengthRange, appliesTo: .all,
                                doc: "the fewest and the most rows (default: `0...`, no upper bound): `rows 1...20`",
                                introduced: .minimum)
        case .addLabel:
            return PropertySpec(name: self, spelling: "addLabel", places: [.repeatGroup], argument: .string, appliesTo: .all,
                                doc: "the add button's text (default: \"Add\")", introduced: .minimum)
        case .notSubmitted:
            return value("notSubmitted", .none,
                         "checked like any field and gates the submit, but left out of the submitted values (a password confirmation)")
        case .shortcut:
            return field("shortcut", .shortcut,
                         "hardware-keyboard shortcut that focuses the field (default modifier: command)",
                         appliesTo: .comparable)
        case .validate: return value("validate", .validators, "the field's validators (see below)")
        case .option:
            return field("option", .option, "one option of a `choice` or `choices`: its value, and the label shown (default: the value)",
                         appliesTo: FieldKindSet([.choice, .choices]))
        case .pickerStyle:
            return field("pickerStyle", .oneOf(.pickerStyle), "how the choice is shown (SwiftUI's default: `menu`)",
                         appliesTo: FieldKindSet([.choice]))
        case .validateOn:
            return PropertySpec(name: self, spelling: "validateOn", places: [.form, .field],
                                argument: .oneOf(.validationTiming), appliesTo: .all,
                                doc: "when validators run: a field's own timing, else the form's, else `blur`",
                                introduced: .minimum)
        case .visible:
            return PropertySpec(name: self, spelling: "visible", places: [.section, .field, .computed], argument: .condition,
                                appliesTo: .all, doc: "shown only while the condition holds (see Conditions)",
                                introduced: .minimum)
        case .required:
            return field("required", .condition, "required only while the condition holds (see Conditions)")
        case .textFieldStyle:
            return style("textFieldStyle", .textFieldStyle, "the text field's look (SwiftUI's default: `automatic`)",
                         appliesTo: keyboardInput)
        case .clearButton:
            return style("clearButton", .clearButton, "a button that empties the field while it is edited",
                         appliesTo: .singleLine)
        case .validityBorder:
            return style("validityBorder", .validityBorder,
                         "a border, red while the field shows an error, green once it is valid", appliesTo: keyboardInput)
        case .passwordReveal:
            return style("passwordReveal", .passwordReveal, "a show/hide button for the secret",
                         appliesTo: FieldKindSet([.secure]))
        case .lines:
            return field("lines", .lineRange, "the lines a multiline field shows: `lines 3...6`, `lines 4`",
                         appliesTo: FieldKindSet([.multiline]))
        case .stepper:
            return PropertySpec(name: self, spelling: "stepper", places: [.field], argument: .step(wholeNumbers: true),
                                appliesTo: FieldKindSet([.int]),
                                doc: "a Stepper instead of a text field: − and + move through the `range`, by `step:` (default 1)",
                                introduced: .minimum, presents: .stepper)
        case .slider:
            return PropertySpec(name: self, spelling: "slider", places: [.field], argument: .step(wholeNumbers: false),
                                appliesTo: FieldKindSet([.int, .double]),
                                doc: "a Slider instead of a text field, dragged through the `range` in steps of `step:` (1 on an `int`; on a `double` without `step:` it moves freely)",
                                introduced: .minimum, presents: .slider)
        case .language:
            return form("language", .string, "the language of the form's texts, a BCP 47 tag such as `\"zh-Hans\"` (default: `\"en\"`)")
        }
    }
}

extension PropertySpec {
    /// Whether `control` has no use for the property: a control that moves through the range
    /// (a stepper, a slider) takes none of the typed fields' properties, no `shortcut` and no
    /// `allowNegative` (FC0234). The checker warns about such a property; completion does not
    /// offer it.
    public func isIgnored(by control: Control) -> Bool {
        (control.movesThroughRange || control == .value) && presents == nil
            && (appliesTo.isSubset(of: .keyboardInput) || name == .shortcut || name == .allowNegative)
    }
}

/// What a property is: one row of the language table.
public struct PropertySpec: Sendable {
    public let name: PropertyName
    /// How the property is written.
    public let spelling: String
    /// Where the property may be written.
    public let places: [PropertyPlace]
    /// What the property takes.
    public let argument: ArgumentShape
    /// The field kinds the property applies to (every kind for form and section properties).
    public let appliesTo: FieldKindSet
    /// One line for documentation and completion lists.
    public let doc: String
    /// The iOS version from which the generated code does what the property says. Every
    /// property may be written for any platform formc supports; below this version the
    /// generated code leaves the property out.
    public let introduced: PlatformVersion
    /// The control the property shows its field as, instead of its kind's (`stepper`: a
    /// `Stepper`); nil for a property that does not change the control.
    public var presents: Control? = nil

    /// SwiftUI modifier and UIKit property names that people write from habit for this
    /// property: too far from its spelling for an edit-distance guess, so messages suggest it
    /// by these.
    public var habitualNames: [String] {
        switch name {
        case .keyboard: return ["keyboardType"]
        case .contentType: return ["textContentType"]
        case .autocapitalization: return ["textInputAutocapitalization", "autocapitalizationType"]
        case .autocorrection: return ["autocorrectionDisabled", "disableAutocorrection", "autocorrectionType"]
        case .prompt: return ["placeholder"]
        case .label: return ["title"]
        case .footer: return ["footerText"]
        case .maxLength: return ["maxLen", "maximumLength"]
        case .focus: return ["focusOrder"]
        case .initialFocus: return ["initialFocusedField"]
        case .keyboardToolbar: return ["toolbar"]
        case .scrollDismissesKeyboard: return ["scrollDismissesKeyboardMode"]
        case .clearButton: return ["clearButtonMode"]
        case .lines: return ["lineLimit"]
        case .passwordReveal: return ["showPassword", "revealPassword"]
        case .title, .platform, .submit, .validateOn, .help, .default, .submitLabel, .format, .allowedCharacters,
             .allowNegative, .disabled, .shortcut, .validate, .option, .pickerStyle, .visible, .required,
             .textFieldStyle, .validityBorder, .language, .stepper, .slider, .rows:
            return []
        case .addLabel: return ["addButtonTitle", "addTitle"]
        case .notSubmitted: return ["transient", "excluded", "doNotSubmit"]
        case .jsonName: return ["key", "codingKey", "wireName", "json_name", "jsonKey"]
        }
    }

    /// The words the property's argument is taken from, each with its one-line doc, deprecated
    /// ones included (`VocabularyWord.isDeprecated`); nil for a property whose argument is not
    /// a word from a fixed list. Editors offer and explain values from this alone.
    public var vocabulary: [VocabularyWord]? { argument.wordList?.entries }

    /// Every property's row, in declaration order.
    public static let all: [PropertySpec] = PropertyName.allCases.map(\.declaration)
}

extension StyleSwitch {
    /// One line for completion lists and hover, for the property `property`.
    public func doc(for property: PropertyName) -> String {
        switch (property, self) {
        case (.validityBorder, .on):
            return "a border, red while the field shows an error, green once it holds a valid value"
        case (.passwordReveal, .on):
            return "a show/hide button that swaps the dots for the text and back"
        case (_, .on): return "on"
        case (_, .off): return "off (the default); on a field, overrides the form's `on`"
        }
    }
}
