/// A field's row in the generated layout: one call of a FormRuntimeSwiftUI `FormRow` factory
/// (`.text`, `.number`, `.multiline`, `.date`, `.toggle`, `.choice`, `.choices`, `.stepper`,
/// `.slider`) with the field, the key path to its input, and the options the `.form` file gives
/// it that differ from the factory's defaults. What each option does on screen (the label
/// above a typed field, the error as the control's accessibility hint, the clear button, the
/// password reveal, the validity border) is FormRuntimeSwiftUI's, written once.
extension SwiftViewEmitter {
    /// `.KIND(.field, \.field, OPTIONS...)`, on the current line.
    func emitRow(_ field: SwiftField, into w: inout SwiftWriter) {
        let model = field.model
        func head(_ kind: StaticString) {
            w.add(.text(kind), "(.", field.member, ", \\.", field.member)
        }
        switch model.control {
        case .textField, .secureField:
            if model.kind.value.isNumeric {
                head(".number")
                if model.kind == .currency { w.add(", unit: .currency") } else if model.kind == .percent { w.add(", unit: .percent") }
                emitTypingOptions(field, text: false, into: &w)
            } else {
                head(".text")
                if model.control == .secureField {
                    w.add(", secure: true")
                    if model.hasPasswordReveal { w.add(", reveal: true") }
                }
                emitTypingOptions(field, text: true, into: &w)
            }
        case .textEditor:
            head(".multiline")
            if let lines = model.lines {
                w.add(", lines: ", .int(lines.lowerBound), "...", .int(lines.upperBound))
            }
            emitTypingOptions(field, text: true, into: &w)
        case .datePicker:
            head(".date")
        case .toggle:
            head(".toggle")
        case .picker:
            head(".choice")
            if !model.isOptional && model.defaultValue != nil { w.add(", hasDefault: true") }
            if let style = model.pickerStyle { w.add(", style: .", .raw(style.rawValue)) }
        case .toggles:
            head(".choices")
        case .stepper:
            head(".stepper")
            emitRange(field, defaultStep: "1", into: &w)
        case .slider:
            head(".slider")
            emitRange(field, defaultStep: model.kind.value == .integer ? "1" : nil, into: &w)
        case .value:
            head(".value")
            if model.kind == .currency { w.add(", unit: .currency") } else if model.kind == .percent { w.add(", unit: .percent") }
        }
        if model.isDisabled { w.add(", disabled: true") }
        w.add(")")
    }

    /// `, in: LOWER...UPPER, step: STEP`: the range a stepper or slider moves through, and its
    /// step unless it is the factory's default.
    private func emitRange(_ field: SwiftField, defaultStep: String?, into w: inout SwiftWriter) {
        guard let range = field.model.controlRange else { return }
        w.add(", in: ", .raw(range.lower + "..." + range.upper))
        if let step = range.step, step != defaultStep { w.add(", step: ", .raw(step)) }
    }

    /// Keyboard, content type, capitalisation and correction (`text`), Return key, clear
    /// button, style, validity border and shortcut: those that differ from the factory's
    /// defaults.
    private func emitTypingOptions(_ field: SwiftField, text: Bool, into w: inout SwiftWriter) {
        let model = field.model
        if model.keyboard != .default {
            w.add(", keyboard: .", .member(model.keyboard.name))
        }
        if let contentType = model.contentType {
            w.add(", contentType: ")
            contentTypeExpression(contentType, into: &w)
        }
        if text {
            if model.autocapitalization != .sentences {
                w.add(", capitalization: .", .raw(model.autocapitalization.name))
            }
            if model.autocorrectionDisabled { w.add(", autocorrection: false") }
        }
        // Return's label follows what is shown at run time where fields come and go: with
        // conditions, and in a form with repeating groups, whose rows do.
        if conditions != nil || !form.model.repeats.isEmpty, SwiftConditions(form: form).hasRuntimeSubmitLabel(field) {
            w.add(", nextOrDone: true")
        } else if let label = model.submitLabel {
            w.add(", submitLabel: .", .member(label.name))
        }
        if model.hasClearButton && model.control != .textEditor { w.add(", clearButton: true") }
        if let style = model.textFieldStyle, style != .automatic {
            w.add(", style: .", .raw(style.rawValue))
        }
        if model.hasValidityBorder { w.add(", validityBorder: true") }
        if let shortcut = model.shortcut, model.isFocusable {
            // Seed 000: a hidden button carries the shortcut and moves focus.
            // No module name: the layout is in the model, where a field may be named like one.
            w.add(", shortcut: .key(", .string(shortcut.key))
            if shortcut.modifiers != [.command] {
                if shortcut.modifiers.count == 1 {
                    w.add(", .", .raw(shortcut.modifiers[0].rawValue))
                } else {
                    w.add(", [")
                    for (index, modifier) in shortcut.modifiers.enumerated() {
                        w.add(index == 0 ? "." : ", .", .raw(modifier.rawValue))
                    }
                    w.add("]")
                }
            }
            w.add(")")
        }
    }

    /// A content type the form's platform has, by name; a newer one where the system has it
    /// (nil before); one formc does not know, by its raw value.
    private func contentTypeExpression(_ contentType: ContentType, into w: inout SwiftWriter) {
        switch contentType {
        case .known(let info):
            if info.introduced > form.model.platform {
                w.add("{ () -> UIKit.UITextContentType? in if #available(iOS ", .int(info.introduced.major), ".",
                      .int(info.introduced.minor))
                w.add(", *) { return .", .member(info.name), " }; return nil }()")
            } else {
                w.add(".", .member(info.name))
            }
        case .raw(let value):
            w.add(".init(rawValue: ", .string(value), ")")
        }
    }
}
