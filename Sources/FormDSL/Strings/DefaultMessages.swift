/// The validation messages people see when the `.form` file declares none. They name the
/// field by its label and are full sentences.
enum DefaultMessages {
    /// `otherLabel` is the label of the field an `equals` names; `value` is what the field
    /// holds (a required toggle must be on, which "is required" would not say). The sentence
    /// is formc's English template for the rule (`MessageTemplate`) with the labels and bounds
    /// put in, so the English the JSON Schema and hover show is the text the generated Swift
    /// falls back to.
    static func message(for validator: ValidatorName, _ argument: ValidatorArgument = .none, label: String, otherLabel: String?,
                        value: ValueCategory) -> String {
        let use = MessageTemplate.use(for: validator, argument, value: value)
        let labels = use.template == .equals ? [label, otherLabel ?? "the other field"] : [label]
        return MessageTemplate.fill(use.template.english, labels + use.arguments)
    }

    /// What a numeric field says when its text is not a number it takes, or it is required
    /// by its type (not optional) and empty.
    static func invalidNumber(label: String, kind: FieldKind, fractionDigits: Int?) -> String {
        MessageTemplate.fill(MessageTemplate.invalidNumber(kind, fractionDigits: fractionDigits).english, [label])
    }
}

extension Validator {
    /// The message shown when the rule fails: the one declared, or formc's default, whose
    /// sentence is made each time it is asked for (`formc check` never asks). Setting it
    /// replaces either with the given text.
    public var message: String {
        get {
            switch wording {
            case .written(let text):
                return text
            case .standard(let label, let otherLabel, let value):
                return DefaultMessages.message(for: name, argument, label: label, otherLabel: otherLabel, value: value)
            }
        }
        set { wording = .written(newValue) }
    }
}
