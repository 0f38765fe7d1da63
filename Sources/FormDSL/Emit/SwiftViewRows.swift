/// The rows of `XForm`'s sections: one per field, its label, control, help and error, and the
/// modifiers each control takes (keyboard, content type, focus, Return key, shortcut).
extension SwiftViewEmitter {
    /// One field: the control with its modifiers, then its help and its first visible error.
    func emitRow(_ field: SwiftField, into w: inout SwiftWriter) {
        w.block("VStack(alignment: .leading, spacing: 4)") { w in
            // With a prompt as placeholder, iOS shows no label in a Form: show it above.
            // A TextEditor has neither, so its label is always shown.
            if field.model.type == .multiline || (field.model.prompt != nil && field.model.type.kind.takesKeyboard) {
                w.line("Text(verbatim: ", field.label, ")")
                w.indented { w in
                    w.line(".font(.caption)")
                    w.line(".foregroundColor(.secondary)")
                    if field.model.type != .multiline { w.line(".accessibilityHidden(true)") }
                }
            }
            switch field.model.type {
            case .text, .secure, .int, .double, .decimal, .currency, .percent:
                emitTextField(field, into: &w)
            case .multiline:
                emitTextEditor(field, into: &w)
            case .date:
                emitDatePicker(field, into: &w)
            case .toggle:
                emitToggle(field, into: &w)
            case .choice:
                emitPicker(field, into: &w)
            }
            if let help = field.model.help {
                w.line("Text(verbatim: ", .string(help), ")")
                w.indented { w in
                    w.line(".font(.footnote)")
                    w.line(".foregroundColor(.secondary)")
                }
            }
            w.block("if let error = model.visibleErrors(.", field.member, ").first") { w in
                w.line("Text(verbatim: error)")
                w.indented { w in
                    w.line(".font(.footnote)")
                    w.line(".foregroundColor(.red)")
                }
            }
        }
    }

    private func emitTextField(_ field: SwiftField, into w: inout SwiftWriter) {
        func control(_ w: inout SwiftWriter) {
            w.startLine(field.model.type == .secure ? "SecureField(" : "TextField(", field.label)
            w.add(" as String, text: $model.", field.member, ".text")
            if let prompt = field.model.prompt { w.add(", prompt: Text(verbatim: ", .string(prompt), ")") }
            w.endLine(")")
        }
        if let unit = unitText(field) {
            w.line("HStack {")
            w.indented { w in
                control(&w)
                w.indented { emitInputModifiers(field, into: &$0) }
                w.line("Text(verbatim: ", unit, ")")
                w.indented { $0.line(".foregroundColor(.secondary)") }
            }
            w.line("}")
        } else {
            control(&w)
            w.indented { emitInputModifiers(field, into: &$0) }
        }
    }

    /// The unit shown after a currency or percent field: the currency's symbol as the model's
    /// locale writes it (FormRuntime's `NumberField.currencySymbol`: `$` in en_US, `US$` in
    /// en_GB), or `%`.
    private func unitText(_ field: SwiftField) -> SwiftCode? {
        switch field.model.type {
        case .currency: return .raw("model." + SwiftLiteral.identifier(field.model.name) + ".field.currencySymbol")
        case .percent: return .string("%")
        case .text, .secure, .multiline, .int, .double, .decimal, .date, .toggle, .choice: return nil
        }
    }

    private func emitTextEditor(_ field: SwiftField, into w: inout SwiftWriter) {
        w.line("TextEditor(text: $model.", field.member, ".text)")
        w.indented { w in
            w.line(".frame(minHeight: 88)")
            if let prompt = field.model.prompt {
                // iOS 15's TextEditor has no placeholder: draw the prompt while it is empty.
                w.block(".overlay(alignment: .topLeading)") { w in
                    w.block("if model.", field.member, ".text.isEmpty") { w in
                        w.line("Text(verbatim: ", .string(prompt), ")")
                        w.indented { w in
                            w.line(".foregroundColor(.secondary)")
                            w.line(".padding(.top, 8)")
                            w.line(".padding(.leading, 5)")
                            w.line(".allowsHitTesting(false)")
                            w.line(".accessibilityHidden(true)")
                        }
                    }
                }
            }
            w.line(".accessibilityLabel(Text(verbatim: ", field.label, "))")
            emitInputModifiers(field, into: &w)
        }
    }

    /// A `DatePicker` always shows some day, so a date with no day chosen (an optional one, or
    /// one without a default) is not given one: it would show today, read as chosen, and
    /// picking today would change nothing (the binding already says today) and so not choose
    /// it. Until a day is chosen the row shows the label and a "Choose" button that starts the
    /// picker at today (moved into the field's `range`); "Clear" empties an optional one again.
    /// A `range` limits the picker to its days (`in:`).
    private func emitDatePicker(_ field: SwiftField, into w: inout SwiftWriter) {
        let member = field.member
        let label = field.label
        let hasRange = JSONSchemaEmitter.dateLimits(field.model) != nil
        func picker(_ w: inout SwiftWriter) {
            w.startLine("DatePicker(", label, " as String, selection: $model.")
            w.add(member, ".selection")
            if hasRange { w.add(", in: model.", member, ".selectableDays") }
            w.endLine(", displayedComponents: .date)")
            if field.model.isDisabled { w.indented { $0.line(".disabled(true)") } }
        }
        guard field.model.isOptional || field.model.defaultValue == nil else {
            picker(&w)
            return
        }
        w.ifElse("model.", member, ".value == nil", then: { w in
            if field.model.isDisabled {
                w.block("HStack") { w in
                    w.line("Text(verbatim: ", label, ")")
                    w.line("Spacer()")
                    w.line("Text(\"None\")")
                    w.indented { $0.line(".foregroundColor(.secondary)") }
                }
            } else {
                w.line("Button {")
                w.indented { $0.line("model.", member, ".choose()") }
                w.line("} label: {")
                w.indented { w in
                    w.block("HStack") { w in
                        w.line("Text(verbatim: ", label, ")")
                        w.line("Spacer()")
                        w.line("Text(\"Choose\")")
                    }
                }
                w.line("}")
            }
        }, else: { w in
            picker(&w)
            if field.model.isOptional && !field.model.isDisabled {
                w.line("Button(\"Clear\") { model.", member, ".clear() }")
            }
        })
    }

    /// A `Toggle` with the label as its title. It takes no keyboard and no focus, so it gets
    /// none of the text fields' modifiers.
    private func emitToggle(_ field: SwiftField, into w: inout SwiftWriter) {
        w.line("Toggle(", field.label, " as String, isOn: $model.", field.member, ".isOn)")
        if field.model.isDisabled { w.indented { $0.line(".disabled(true)") } }
    }

    /// A `Picker` over the choice's options, each row its label tagged with the option. While
    /// nothing is picked the selection is nil, which needs a row of its own: "None" on an
    /// optional field (picking it clears the choice), "Choose" on a non-optional one without
    /// a default (picking it leaves the field without a value, which it reports). The rows
    /// are grouped by ten, as a view builder before iOS 17 takes no more.
    private func emitPicker(_ field: SwiftField, into w: inout SwiftWriter) {
        let type = SwiftCode.raw(field.qualifiedChoiceType ?? "")
        var nilRow: SwiftCode?
        if field.model.isOptional { nilRow = "None" } else if field.model.defaultValue == nil { nilRow = "Choose" }
        let rows = field.model.options.count + (nilRow == nil ? 0 : 1)
        w.line("Picker(", field.label, " as String, selection: $model.", field.member, ".selection) {")
        w.indented { w in
            Self.emitGrouped(0..<rows, into: &w) { row, w in
                if let nilRow, row == 0 {
                    w.line("Text(\"", nilRow, "\").tag(", type, "?.none)")
                    return
                }
                let index = row - (nilRow == nil ? 0 : 1)
                w.line("Text(verbatim: ", .string(field.model.options[index].label), ").tag(", type, "?.some(.",
                       .raw(field.optionCases[index]), "))")
            }
        }
        w.line("}")
        w.indented { w in
            if let style = field.model.pickerStyle { w.line(".pickerStyle(.", .raw(style.rawValue), ")") }
            if field.model.isDisabled { w.line(".disabled(true)") }
        }
    }

    /// Keyboard, content type, capitalisation, correction, Return key, focus, shortcut.
    private func emitInputModifiers(_ field: SwiftField, into w: inout SwiftWriter) {
        if !field.model.isDisabled {
            w.line(".focused($focus, equals: .", field.member, ")")
        }
        if field.model.keyboard != .default {
            w.line(".keyboardType(.", .member(field.model.keyboard.name), ")")
        }
        if let contentType = field.model.contentType {
            w.startLine(".textContentType(")
            contentTypeExpression(contentType, into: &w)
            w.endLine(")")
        }
        if field.model.type.isText {
            w.line(".textInputAutocapitalization(.", .raw(field.model.autocapitalization.name), ")")
            if field.model.autocorrectionDisabled { w.line(".autocorrectionDisabled(true)") }
        }
        if let conditions, conditions.hasRuntimeSubmitLabel(field) {
            w.line(".submitLabel(model.isLastVisible(.", field.member, ") ? .done : .next)")
        } else if let label = field.model.submitLabel {
            w.line(".submitLabel(.", .member(label.name), ")")
        }
        if field.model.isDisabled { w.line(".disabled(true)") }
        if let shortcut = field.model.shortcut, field.model.isFocusable {
            // Seed 000: a hidden button carries the shortcut and moves focus.
            w.block(".background") { w in
                w.line("Button(\"\") { focus = .", field.member, " }")
                w.indented { w in
                    w.startLine(".keyboardShortcut(", .string(shortcut.key), ", modifiers: ")
                    if shortcut.modifiers.count == 1 {
                        w.add(".", .raw(shortcut.modifiers[0].rawValue))
                    } else {
                        w.add("[")
                        for (index, modifier) in shortcut.modifiers.enumerated() {
                            w.add(index == 0 ? "." : ", .", .raw(modifier.rawValue))
                        }
                        w.add("]")
                    }
                    w.endLine(")")
                    w.line(".hidden()")
                }
            }
        }
    }

    private func contentTypeExpression(_ contentType: ContentType, into w: inout SwiftWriter) {
        switch contentType {
        case .known(let info):
            if info.introduced > form.model.platform {
                w.add(form.view, "ContentTypes.", .member(info.name))
            } else {
                w.add(".", .member(info.name))
            }
        case .raw(let value):
            w.add("UITextContentType(rawValue: ", .string(value), ")")
        }
    }

    /// Content types newer than the form's platform, each needing an availability check.
    var newerContentTypes: [ContentTypeInfo] {
        var seen: [ContentTypeInfo] = []
        for field in form.model.fields {
            if case .known(let info)? = field.contentType, info.introduced > form.model.platform,
               !seen.contains(info) {
                seen.append(info)
            }
        }
        return seen
    }
}
