/// The rows of `XForm`'s sections: one per field, its label, control, help and error, and the
/// modifiers each control takes (keyboard, content type, focus, Return key, shortcut, style).
///
/// Every field's label is on screen whatever the field holds, and VoiceOver reads it once:
/// a typed field shows it above the control (hidden from VoiceOver, which reads the control's
/// own title), a date, toggle or picker row shows it as the control's title. The error under
/// a field is hidden from VoiceOver too: the control carries it as its accessibility hint, so
/// it is read with the field it is about, once.
extension SwiftViewEmitter {
    /// One field: its label, the control with its modifiers, then its help and its first
    /// visible error.
    func emitRow(_ field: SwiftField, into w: inout SwiftWriter) {
        w.block("SwiftUI.VStack(alignment: .leading, spacing: 4)") { w in
            if showsLabelAbove(field) {
                w.line("SwiftUI.Text(verbatim: model.label(.", field.member, "))")
                w.indented { w in
                    w.line(".font(.caption)")
                    w.line(".foregroundColor(.secondary)")
                    w.line(".accessibilityHidden(true)")
                }
            }
            switch field.model.control {
            case .textField, .secureField:
                emitTextField(field, into: &w)
            case .textEditor:
                if multilineIsTextField {
                    emitVerticalTextField(field, into: &w)
                } else {
                    emitTextEditor(field, into: &w)
                }
            case .datePicker:
                emitDatePicker(field, into: &w)
            case .toggle:
                emitToggle(field, into: &w)
            case .picker:
                emitPicker(field, into: &w)
            case .toggles:
                emitToggleList(field, into: &w)
            case .stepper:
                emitStepper(field, into: &w)
            case .slider:
                emitSlider(field, into: &w)
            }
            if let help = field.model.help {
                w.startLine("SwiftUI.Text(verbatim: ")
                SwiftLookups.fieldText("model.strings", field, role: "help", default: help, form: form, into: &w)
                w.endLine(")")
                w.indented { w in
                    w.line(".font(.footnote)")
                    w.line(".foregroundColor(.secondary)")
                }
            }
            w.block("if let error = model.visibleErrors(.", field.member, ").first") { w in
                w.line("SwiftUI.Text(verbatim: error)")
                w.indented { w in
                    w.line(".font(.footnote)")
                    w.line(".foregroundColor(.red)")
                    // The control's hint reads it (`emitErrorHint`): not twice.
                    w.line(".accessibilityHidden(true)")
                }
            }
        }
    }

    /// Whether the row shows the label above the control. A text field shows its title only
    /// as a placeholder, which goes once something is typed, and a `TextEditor` has no title;
    /// a segmented or wheel picker shows no title in a `Form`. Dates, toggles and other
    /// pickers show their title beside the control.
    private func showsLabelAbove(_ field: SwiftField) -> Bool {
        if field.model.takesKeyboard { return true }
        switch field.model.pickerStyle {
        case .segmented?, .wheel?: return true
        case .menu?, .inline?, .navigationLink?, nil: return false
        }
    }

    /// Whether a multiline field is a vertical `TextField` (iOS 16 and later: seed 002's
    /// `TextField(_:text:prompt:axis:)` with `lineLimit`) rather than iOS 15's `TextEditor`.
    var multilineIsTextField: Bool { form.model.platform.major >= 16 }

    /// The view's `@State` for the rows: which secure fields show their text
    /// (`passwordReveal`). Nothing for a form without a password reveal.
    func emitRowState(into w: inout SwiftWriter) {
        if form.model.fields.contains(where: \.hasPasswordReveal) {
            w.line("@SwiftUI.State private var revealed: Swift.Set<", field, "> = []")
        }
    }

    /// The error the field shows, as the control's accessibility hint: VoiceOver reads it
    /// after the control's label and value (its text, which an accessibility value would
    /// hide), and the red text under the field is hidden from it.
    private func emitErrorHint(_ field: SwiftField, into w: inout SwiftWriter) {
        w.line(".accessibilityHint(SwiftUI.Text(verbatim: model.visibleErrors(.", field.member, ").first ?? \"\"))")
    }

    /// A `TextField` or `SecureField` with the label as its title (read by VoiceOver) and the
    /// prompt as its placeholder (none without a prompt: the label is above the field). A
    /// password reveal swaps the two, a clear button and a unit follow the field, and a
    /// validity border frames them.
    private func emitTextField(_ field: SwiftField, into w: inout SwiftWriter) {
        let unit = unitText(field)
        let reveals = field.model.kind == .secure && field.model.hasPasswordReveal
        func control(_ w: inout SwiftWriter, secure: Bool) {
            w.startLine(secure ? "SwiftUI.SecureField(model.label(." : "SwiftUI.TextField(model.label(.", field.member)
            w.add("), text: $model.", field.member, ".text, prompt: ")
            prompt(field, into: &w)
            w.endLine(")")
        }
        func controlWithModifiers(_ w: inout SwiftWriter) {
            if reveals {
                w.block("SwiftUI.Group") { w in
                    w.ifElse("revealed.contains(.", field.member, ")", then: { control(&$0, secure: false) },
                             else: { control(&$0, secure: true) })
                }
            } else {
                control(&w, secure: field.model.kind == .secure)
            }
            w.indented { w in
                emitInputModifiers(field, into: &w)
                if let style = field.model.textFieldStyle, style != .automatic {
                    w.line(".textFieldStyle(.", .raw(style.rawValue), ")")
                }
                emitErrorHint(field, into: &w)
            }
        }
        guard unit != nil || reveals || field.model.hasClearButton else {
            controlWithModifiers(&w)
            w.indented { emitValidityBorder(field, into: &$0) }
            return
        }
        func unitLabel(_ unit: SwiftCode, _ w: inout SwiftWriter) {
            w.line("SwiftUI.Text(verbatim: ", unit, ")")
            w.indented { $0.line(".foregroundColor(.secondary)") }
        }
        // A currency's symbol goes where the locale writes it: `$` before the amount in
        // en_US, after it in de_DE (`CurrencySymbol.precedesAmount`); `%` always after.
        let symbolSide: SwiftCode? = field.model.kind == .currency
            ? .raw("model." + SwiftLiteral.identifier(field.model.name) + ".field.currencySymbolPrecedesAmount") : nil
        w.line("SwiftUI.HStack {")
        w.indented { w in
            if let unit, let symbolSide {
                w.block("if ", symbolSide) { unitLabel(unit, &$0) }
            }
            controlWithModifiers(&w)
            if field.model.hasClearButton { emitClearButton(field, into: &w) }
            if reveals { emitRevealButton(field, into: &w) }
            if let unit {
                if let symbolSide {
                    w.block("if !", symbolSide) { unitLabel(unit, &$0) }
                } else {
                    unitLabel(unit, &w)
                }
            }
        }
        w.line("}")
        w.indented { emitValidityBorder(field, into: &$0) }
    }

    /// The field's placeholder, looked up: `Text(verbatim: "")` without one (the label is
    /// above the field).
    private func prompt(_ field: SwiftField, into w: inout SwiftWriter) {
        w.add("SwiftUI.Text(verbatim: ")
        if let prompt = field.model.prompt {
            SwiftLookups.fieldText("model.strings", field, role: "prompt", default: prompt, form: form, into: &w)
        } else {
            w.add("\"\"")
        }
        w.add(")")
    }

    /// Seed 001's clear button, which SwiftUI's text fields lack: shown while the field has
    /// focus and holds text, it empties the field through the model, so the field filters and
    /// revalidates as after any edit.
    private func emitClearButton(_ field: SwiftField, into w: inout SwiftWriter) {
        w.startLine("if focus == .", field.member, " && !model.")
        w.add(field.member, ".text.isEmpty")
        w.openBlock { w in
            w.line("SwiftUI.Button {")
            w.indented { $0.line("model.", field.member, ".text = \"\"") }
            w.line("} label: {")
            w.indented { w in
                w.line("SwiftUI.Image(systemName: \"xmark.circle.fill\")")
                w.indented { $0.line(".foregroundColor(.secondary)") }
            }
            w.line("}")
            w.indented { w in
                w.line(".buttonStyle(.borderless)")
                accessibilityLabel(.viewClearText, into: &w)
            }
        }
    }

    /// The password reveal: swaps the `SecureField` for a `TextField` and back. The field
    /// that had focus is replaced by the other, so focus is given back to it once the swap
    /// is on screen.
    private func emitRevealButton(_ field: SwiftField, into w: inout SwiftWriter) {
        let member = field.member
        w.line("SwiftUI.Button {")
        w.indented { w in
            w.line("revealed.formSymmetricDifference([.", member, "])")
            w.line("if focus == .", member, " { _Concurrency.Task { focus = .", member, " } }")
        }
        w.line("} label: {")
        w.indented { w in
            w.line("SwiftUI.Image(systemName: revealed.contains(.", member, ") ? \"eye.slash\" : \"eye\")")
            w.indented { $0.line(".foregroundColor(.secondary)") }
        }
        w.line("}")
        w.indented { w in
            w.line(".buttonStyle(.borderless)")
            w.startLine(".accessibilityLabel(SwiftUI.Text(verbatim: revealed.contains(.", member, ") ? ")
            SwiftLookups.word("model.strings", .viewHidePassword, into: &w)
            w.add(" : ")
            SwiftLookups.word("model.strings", .viewShowPassword, into: &w)
            w.endLine("))")
        }
    }

    /// Seed 001's `RequirementStyle`: a border that is red while the field shows an error
    /// (per its validation timing, as the error text) and green once its value is valid and
    /// not empty (`FieldValidity`); clear otherwise.
    private func emitValidityBorder(_ field: SwiftField, into w: inout SwiftWriter) {
        guard field.model.hasValidityBorder else { return }
        w.line(".padding(6)")
        w.block(".overlay") { w in
            w.line("SwiftUI.RoundedRectangle(cornerRadius: 6)")
            w.indented { w in
                w.startLine(".strokeBorder(model.validity(.", field.member, ") == .invalid ? SwiftUI.Color.red : model.validity(.")
                w.add(field.member, ") == .valid ? SwiftUI.Color.green : SwiftUI.Color.clear, lineWidth: 1)")
                w.endLine()
            }
        }
    }

    /// The unit shown after a currency or percent field: the currency's symbol as the model's
    /// locale writes it (FormRuntime's `NumberField.currencySymbol`: `$` in en_US, `US$` in
    /// en_GB), or `%`.
    private func unitText(_ field: SwiftField) -> SwiftCode? {
        if field.model.kind == .currency { return .raw("model." + SwiftLiteral.identifier(field.model.name) + ".field.currencySymbol") }
        return field.model.kind == .percent ? .string("%") : nil
    }

    /// The height of one line of body text in a `TextEditor`, and its top and bottom insets
    /// together, in points: iOS 15's editor has no line limit, so `lines` becomes a height.
    static let editorLineHeight = 22
    static let editorInsets = 16

    /// iOS 15's `TextEditor`: no title and no placeholder, so the label is above it (and its
    /// accessibility label) and the prompt is drawn over it while it is empty. Its height
    /// comes from `lines` (the fewest lines to the most); without `lines`, at least 88
    /// points, about four lines.
    private func emitTextEditor(_ field: SwiftField, into w: inout SwiftWriter) {
        w.line("SwiftUI.TextEditor(text: $model.", field.member, ".text)")
        w.indented { w in
            if let lines = field.model.lines {
                let fewest = lines.lowerBound * Self.editorLineHeight + Self.editorInsets
                let most = lines.upperBound * Self.editorLineHeight + Self.editorInsets
                w.line(".frame(minHeight: ", .int(fewest), ", maxHeight: ", .int(most), ")")
            } else {
                w.line(".frame(minHeight: 88)")
            }
            if let prompt = field.model.prompt {
                // iOS 15's TextEditor has no placeholder: draw the prompt while it is empty.
                w.block(".overlay(alignment: .topLeading)") { w in
                    w.block("if model.", field.member, ".text.isEmpty") { w in
                        w.startLine("SwiftUI.Text(verbatim: ")
                        SwiftLookups.fieldText("model.strings", field, role: "prompt", default: prompt, form: form, into: &w)
                        w.endLine(")")
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
            w.line(".accessibilityLabel(SwiftUI.Text(verbatim: model.label(.", field.member, ")))")
            emitInputModifiers(field, into: &w)
            emitErrorHint(field, into: &w)
            emitValidityBorder(field, into: &w)
        }
    }

    /// From iOS 16, seed 002's vertical `TextField`: it has a title (read by VoiceOver) and a
    /// prompt, grows from the fewest to the most `lines` and then scrolls (at least four lines
    /// and no limit without `lines`, as the `TextEditor` it replaces), takes a text field
    /// style, and joins the focus order and `onSubmit` like the other fields. The on-screen
    /// keyboard's Return still inserts a newline, as in a `TextEditor`; a hardware keyboard's
    /// Return submits it and moves on.
    private func emitVerticalTextField(_ field: SwiftField, into w: inout SwiftWriter) {
        w.startLine("SwiftUI.TextField(model.label(.", field.member, "), text: $model.")
        w.add(field.member, ".text, prompt: ")
        prompt(field, into: &w)
        w.endLine(", axis: .vertical)")
        w.indented { w in
            if let lines = field.model.lines {
                w.line(".lineLimit(", .int(lines.lowerBound), "...", .int(lines.upperBound), ")")
            } else {
                w.line(".lineLimit(4...)")
            }
            emitInputModifiers(field, into: &w)
            if let style = field.model.textFieldStyle, style != .automatic {
                w.line(".textFieldStyle(.", .raw(style.rawValue), ")")
            }
            emitErrorHint(field, into: &w)
            emitValidityBorder(field, into: &w)
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
        let label = field.member
        let hasRange = JSONSchemaEmitter.dateLimits(field.model) != nil
        func picker(_ w: inout SwiftWriter) {
            w.startLine("SwiftUI.DatePicker(model.label(.", label, "), selection: $model.")
            w.add(member, ".selection")
            if hasRange { w.add(", in: model.", member, ".selectableDays") }
            w.endLine(", displayedComponents: .date)")
            w.indented { w in
                if field.model.isDisabled { w.line(".disabled(true)") }
                emitErrorHint(field, into: &w)
            }
        }
        guard field.model.isOptional || field.model.defaultValue == nil else {
            picker(&w)
            return
        }
        w.ifElse("model.", member, ".value == nil", then: { w in
            if field.model.isDisabled {
                w.block("SwiftUI.HStack") { w in
                    w.line("SwiftUI.Text(verbatim: model.label(.", label, "))")
                    w.line("SwiftUI.Spacer()")
                    w.startLine("SwiftUI.Text(verbatim: ")
                    SwiftLookups.word("model.strings", .viewNone, into: &w)
                    w.endLine(")")
                    w.indented { $0.line(".foregroundColor(.secondary)") }
                }
            } else {
                w.line("SwiftUI.Button {")
                w.indented { $0.line("model.", member, ".choose()") }
                w.line("} label: {")
                w.indented { w in
                    w.block("SwiftUI.HStack") { w in
                        w.line("SwiftUI.Text(verbatim: model.label(.", label, "))")
                        w.line("SwiftUI.Spacer()")
                        w.startLine("SwiftUI.Text(verbatim: ")
                        SwiftLookups.word("model.strings", .viewChoose, into: &w)
                        w.endLine(")")
                    }
                }
                w.line("}")
                w.indented { emitErrorHint(field, into: &$0) }
            }
        }, else: { w in
            picker(&w)
            if field.model.isOptional && !field.model.isDisabled {
                w.startLine("SwiftUI.Button(")
                SwiftLookups.word("model.strings", .viewClear, into: &w)
                w.add(") { model.", member, ".clear() }")
                w.endLine()
            }
        })
    }

    /// A `Toggle` with the label as its title. It takes no keyboard and no focus, so it gets
    /// none of the text fields' modifiers.
    private func emitToggle(_ field: SwiftField, into w: inout SwiftWriter) {
        w.line("SwiftUI.Toggle(model.label(.", field.member, "), isOn: $model.", field.member, ".isOn)")
        w.indented { w in
            if field.model.isDisabled { w.line(".disabled(true)") }
            emitErrorHint(field, into: &w)
        }
    }

    /// A `Stepper` over the field's range, by its step, bound to the model's `[stepping:]`
    /// (clamped to the range, and set as typing sets the field). Its label shows the field's
    /// label and, at the trailing edge, the value as the field shows it; VoiceOver reads the
    /// label, then the value as the stepper's accessibility value (the value's text is hidden
    /// from it, so it is read once), and can adjust it. It takes no keyboard and no focus, so
    /// it gets none of the text fields' modifiers.
    private func emitStepper(_ field: SwiftField, into w: inout SwiftWriter) {
        guard let range = field.model.controlRange else { return }
        let bounds = SwiftCode.raw(range.lower + "..." + range.upper)
        w.startLine("SwiftUI.Stepper(value: $model.", field.member, "[stepping: ")
        w.add(bounds, "], in: ", bounds)
        if let step = range.step, step != "1" { w.add(", step: ", .raw(step)) }
        w.add(")")
        w.openBlock { w in
            w.block("SwiftUI.HStack") { w in
                w.line("SwiftUI.Text(verbatim: model.label(.", field.member, "))")
                w.line("SwiftUI.Spacer()")
                w.line("SwiftUI.Text(verbatim: model.", field.member, ".text)")
                w.indented { w in
                    w.line(".foregroundColor(.secondary)")
                    w.line(".accessibilityHidden(true)")
                }
            }
        }
        w.indented { w in
            w.line(".accessibilityValue(SwiftUI.Text(verbatim: model.", field.member, ".text))")
            if field.model.isDisabled { w.line(".disabled(true)") }
            emitErrorHint(field, into: &w)
        }
    }

    /// A `Slider` over the field's range, in its steps (or freely, on a `double` without one),
    /// bound to the model's `[sliding:]` (clamped to the range, and set as typing sets the
    /// field). A slider shows no title in a `Form`, so a row above it shows the field's label
    /// and, at the trailing edge, the value as the field writes it; VoiceOver reads neither,
    /// but the slider's label (the field's) and its value as the accessibility value, and can
    /// adjust it. It takes no keyboard and no focus, so it gets none of the text fields'
    /// modifiers.
    private func emitSlider(_ field: SwiftField, into w: inout SwiftWriter) {
        guard let range = field.model.controlRange else { return }
        let bounds = SwiftCode.raw(range.lower + "..." + range.upper)
        w.block("SwiftUI.HStack") { w in
            w.line("SwiftUI.Text(verbatim: model.label(.", field.member, "))")
            w.indented { $0.line(".accessibilityHidden(true)") }
            w.line("SwiftUI.Spacer()")
            w.line("SwiftUI.Text(verbatim: model.", field.member, ".text)")
            w.indented { w in
                w.line(".foregroundColor(.secondary)")
                w.line(".accessibilityHidden(true)")
            }
        }
        w.startLine("SwiftUI.Slider(value: $model.", field.member, "[sliding: ")
        w.add(bounds)
        if let step = range.step { w.add(", step: ", .raw(step)) }
        w.add("], in: ", bounds)
        if let step = range.step { w.add(", step: ", .raw(step)) }
        w.add(")")
        w.openBlock { w in w.line("SwiftUI.Text(verbatim: model.label(.", field.member, "))") }
        w.indented { w in
            w.line(".accessibilityValue(SwiftUI.Text(verbatim: model.", field.member, ".text))")
            if field.model.isDisabled { w.line(".disabled(true)") }
            emitErrorHint(field, into: &w)
        }
    }

    /// A `Picker` over the choice's options, each row its label tagged with the option. While
    /// nothing is picked the selection is nil, which needs a row of its own: "None" on an
    /// optional field (picking it clears the choice), "Choose" on a non-optional one without
    /// a default (picking it leaves the field without a value, which it reports). The rows
    /// are grouped by ten, as a view builder before iOS 17 takes no more.
    private func emitPicker(_ field: SwiftField, into w: inout SwiftWriter) {
        let type = SwiftCode.raw(field.qualifiedChoiceType ?? "")
        var nilRow: MessageTemplate?
        if field.model.isOptional { nilRow = .viewNone } else if field.model.defaultValue == nil { nilRow = .viewChoose }
        let rows = field.model.options.count + (nilRow == nil ? 0 : 1)
        w.line("SwiftUI.Picker(model.label(.", field.member, "), selection: $model.", field.member, ".selection) {")
        w.indented { w in
            Self.emitGrouped(0..<rows, into: &w) { row, w in
                if let nilRow, row == 0 {
                    w.startLine("SwiftUI.Text(verbatim: ")
                    SwiftLookups.word("model.strings", nilRow, into: &w)
                    w.add(").tag(", type, "?.none)")
                    w.endLine()
                    return
                }
                let index = row - (nilRow == nil ? 0 : 1)
                let option = field.model.options[index]
                w.startLine("SwiftUI.Text(verbatim: ")
                SwiftLookups.optionText("model.strings", field, option, form: form, into: &w)
                w.add(").tag(", type, "?.some(.", .raw(field.optionCases[index]), "))")
                w.endLine()
            }
        }
        w.line("}")
        w.indented { w in
            if let style = field.model.pickerStyle { w.line(".pickerStyle(.", .raw(style.rawValue), ")") }
            if field.model.isDisabled { w.line(".disabled(true)") }
            emitErrorHint(field, into: &w)
        }
    }

    /// A `choices` field: its label, a heading for VoiceOver (`.isHeader`: the toggles under
    /// it are its options, and VoiceOver's rotor moves from heading to heading), then one
    /// `Toggle` per option in declaration order, titled with the option's label and bound to
    /// whether the option is picked (`ChoicesInput`'s `subscript(option:)`). Like a toggle, each
    /// takes no keyboard and no focus; the field's error is each toggle's hint. Grouped by ten,
    /// as a view builder before iOS 17 takes no more.
    private func emitToggleList(_ field: SwiftField, into w: inout SwiftWriter) {
        let member = field.member
        w.line("SwiftUI.Text(verbatim: model.label(.", member, "))")
        w.indented { $0.line(".accessibilityAddTraits(.isHeader)") }
        Self.emitGrouped(0..<field.model.options.count, into: &w) { index, w in
            let option = field.model.options[index]
            w.line("SwiftUI.Toggle(isOn: $model.", member, "[dynamicMember: \\.[option: .", .raw(field.optionCases[index]), "]]) {")
            w.indented { w in
                w.startLine("SwiftUI.Text(verbatim: ")
                SwiftLookups.optionText("model.strings", field, option, form: form, into: &w)
                w.endLine(")")
            }
            w.line("}")
            w.indented { w in
                if field.model.isDisabled { w.line(".disabled(true)") }
                emitErrorHint(field, into: &w)
            }
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
        if field.model.kind.value == .text {
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
            // Seed 000: a hidden button carries the shortcut and moves focus. Its title is the
            // field's label, which the iPad lists beside the shortcut while ⌘ is held.
            w.block(".background") { w in
                w.line("SwiftUI.Button(model.label(.", field.member, ")) { focus = .", field.member, " }")
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
            w.add("UIKit.UITextContentType(rawValue: ", .string(value), ")")
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
