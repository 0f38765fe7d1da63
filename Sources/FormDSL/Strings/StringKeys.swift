/// The catalog keys of a form's texts. Keys name what a text belongs to, never where it is:
/// reordering fields or sections, or adding others, leaves every key as it was.
///
/// | text | key |
/// |---|---|
/// | title | `Form.title` |
/// | submit button | `Form.submit` |
/// | label, prompt, help | `Form.field.label`, `.prompt`, `.help` |
/// | an option's label | `Form.field.option.VALUE` (the option's value, as written) |
/// | a validator's own message | `Form.field.VALIDATOR.message`; a second of the same validator `VALIDATOR2`, ... |
/// | section header, footer | `Form.section.FIRSTFIELD.header`, `.footer`, after the section's first field |
///
/// Field names are identifiers and each suffix comes from a fixed set (an option value only
/// after `.option.`), so two texts never share a key.
public enum StringKeys {
    /// `Form.title`.
    public static func title(form: String) -> String { joined(form, ".title") }
    /// `Form.submit`.
    public static func submit(form: String) -> String { joined(form, ".submit") }
    /// `Form.field.role` for `label`, `prompt` and `help`.
    public static func field(form: String, field: String, role: String) -> String { joined(form, ".", field, ".", role) }
    /// `Form.field.option.VALUE`.
    public static func option(form: String, field: String, value: String) -> String { joined(form, ".", field, ".option.", value) }
    /// Each validator's ordinal among the field's validators of the same name (1 for the
    /// first `pattern`, 2 for the second), as `message(form:field:validator:ordinal:)` takes it.
    static func ordinals(of validators: [Validator]) -> [Int] {
        var seen = [Int](repeating: 0, count: ValidatorName.allCases.count)
        var result: [Int] = []
        result.reserveCapacity(validators.count)
        for validator in validators {
            let name = Int(validator.name.rawValue)
            seen[name] += 1
            result.append(seen[name])
        }
        return result
    }

    /// `Form.field.VALIDATOR.message`, with the validator's ordinal among the field's
    /// validators of the same name after the first (`pattern2`).
    public static func message(form: String, field: String, validator: String, ordinal: Int) -> String {
        joined(form, ".", field, ".", validator, ordinal > 1 ? String(ordinal) : "", ".message")
    }
    /// `Form.section.FIRSTFIELD.role` (`header`, `footer`); a section without fields is
    /// named by its position, `Form.section.#N.role`.
    public static func section(form: String, firstField: String?, index: Int, role: String) -> String {
        joined(form, ".section.", firstField ?? "#\(index + 1)", ".", role)
    }

    /// The parts one after another.
    static func joined(_ a: String, _ b: String, _ c: String = "", _ d: String = "", _ e: String = "",
                       _ f: String = "", _ g: String = "") -> String {
        [a, b, c, d, e, f, g].joined()
    }
}
