/// `XForm`: the SwiftUI view of a form, for iOS 15 and later.
///
/// It follows what the TextField articles formc is built on teach: `@FocusState` with an
/// enum, one `onSubmit` that walks the focus order, initial focus set a moment after the
/// view appears (an assignment during the view's construction is ignored), a keyboard toolbar
/// for pads without a Return key, and every label passed as `String` so it is shown verbatim,
/// never looked up as a localization key or read as a format string.
struct SwiftViewEmitter {
    let form: FormModel

    var names: SwiftNames { SwiftNames(form: form) }
    var field: String { "\(names.model).Field" }

    /// The platform floor as `@available` spells it: `15.0`.
    private var availability: String { "\(form.platform.major).\(form.platform.minor)" }

    /// Whether the platform floor already has an API introduced in iOS `major`.
    private func platformHas(_ major: Int) -> Bool { form.platform.major >= major }

    /// The view's action parameter label: the declared action's name, unless it would clash
    /// with the view's own parameter `model`.
    private var actionLabel: String {
        guard let action = form.submitAction, action != "model" else { return "onSubmit" }
        return SwiftLiteral.identifier(action)
    }

    func emit(into w: inout SwiftWriter) {
        w.docComment("The SwiftUI form for `\(form.name)`\(form.title.map { ": “\($0)”" } ?? "").")
        w.line("@available(iOS \(availability), *)")
        w.block("public struct \(names.view): View") { w in
            w.line("@State private var model: \(names.model)")
            w.line("@FocusState private var focus: \(field)?")
            w.line("private let action: @MainActor (\(names.values)) -> Void")
            w.blank()
            w.docComment("""
                - Parameters:
                  - model: the starting state; a new form with the declared defaults by default.
                  - \(actionLabel): called with the values when the form is submitted and every rule holds.
                """)
            w.block("public init(model: \(names.model) = \(names.model)(), \(actionLabel) action: @escaping @MainActor (\(names.values)) -> Void)") { w in
                w.line("_model = State(initialValue: model)")
                w.line("self.action = action")
            }
            w.blank()
            emitBody(into: &w)
            w.blank()
            emitActions(into: &w)
        }
        emitSupport(into: &w)
    }

    // MARK: Body

    private func emitBody(into w: inout SwiftWriter) {
        w.block("public var body: some View") { w in
            w.block("Form") { w in
                // Fields by name, once: a lookup per row would be quadratic in the fields.
                var fields: [String: FieldModel] = [:]
                for field in form.fields where fields[field.name] == nil { fields[field.name] = field }
                var children: [(inout SwiftWriter) -> Void] = form.sections.map { section in
                    { emitSection(section, fields: section.fieldNames.compactMap { fields[$0] }, into: &$0) }
                }
                children.append { w in
                    w.block("Section") { w in
                        w.block("Button(action: submit)") { w in
                            w.line("Text(verbatim: \(SwiftLiteral.string(form.submitLabel)))")
                        }
                    }
                }
                Self.emitGrouped(children, into: &w)
            }
            emitFormModifiers(into: &w)
        }
    }

    private func emitSection(_ section: SectionModel, fields: [FieldModel], into w: inout SwiftWriter) {
        w.line("Section {")
        w.indented { w in
            Self.emitGrouped(fields.map { field in { emitRow(field, into: &$0) } }, into: &w)
        }
        if let header = section.header {
            w.line("} header: {")
            w.indented { $0.line("Text(verbatim: \(SwiftLiteral.string(header)))") }
        }
        if let footer = section.footer {
            w.line("} footer: {")
            w.indented { $0.line("Text(verbatim: \(SwiftLiteral.string(footer)))") }
        }
        w.line("}")
    }

    /// Before iOS 17, a view builder takes at most ten views in one block (its `buildBlock`
    /// overloads stop at ten; the variadic one is iOS 17+). More children are wrapped in
    /// `Group`s of at most ten, nested as deep as needed, which changes nothing on screen.
    static func emitGrouped(_ children: [(inout SwiftWriter) -> Void], into w: inout SwiftWriter) {
        let limit = 10
        guard children.count > limit else {
            for child in children { child(&w) }
            return
        }
        var groups: [(inout SwiftWriter) -> Void] = []
        var start = 0
        // Chunk so that the groups themselves fit in one block where possible.
        let size = max(limit, (children.count + limit - 1) / limit)
        while start < children.count {
            let chunk = Array(children[start..<min(start + size, children.count)])
            groups.append { w in
                w.block("Group") { w in emitGrouped(chunk, into: &w) }
            }
            start += size
        }
        emitGrouped(groups, into: &w)
    }

    /// One field: the control with its modifiers, then its help and its first visible error.
    private func emitRow(_ field: FieldModel, into w: inout SwiftWriter) {
        let member = SwiftNames.member(field)
        w.block("VStack(alignment: .leading, spacing: 4)") { w in
            // With a prompt as placeholder, iOS shows no label in a Form: show it above.
            // A TextEditor has neither, so its label is always shown.
            if field.type == .multiline || (field.prompt != nil && field.type != .date) {
                w.line("Text(verbatim: \(SwiftLiteral.string(field.label)))")
                w.indented { w in
                    w.line(".font(.caption)")
                    w.line(".foregroundColor(.secondary)")
                    if field.type != .multiline { w.line(".accessibilityHidden(true)") }
                }
            }
            switch field.type {
            case .text, .secure, .int, .double, .decimal, .currency, .percent:
                emitTextField(field, into: &w)
            case .multiline:
                emitTextEditor(field, into: &w)
            case .date:
                emitDatePicker(field, into: &w)
            }
            if let help = field.help {
                w.line("Text(verbatim: \(SwiftLiteral.string(help)))")
                w.indented { w in
                    w.line(".font(.footnote)")
                    w.line(".foregroundColor(.secondary)")
                }
            }
            w.block("if let error = model.visibleErrors(.\(member)).first") { w in
                w.line("Text(verbatim: error)")
                w.indented { w in
                    w.line(".font(.footnote)")
                    w.line(".foregroundColor(.red)")
                }
            }
        }
    }

    private func emitTextField(_ field: FieldModel, into w: inout SwiftWriter) {
        let member = SwiftNames.member(field)
        let control = field.type == .secure ? "SecureField" : "TextField"
        var call = "\(control)(\(SwiftLiteral.string(field.label)) as String, text: $model.\(member).text"
        if let prompt = field.prompt { call += ", prompt: Text(verbatim: \(SwiftLiteral.string(prompt)))" }
        call += ")"
        let unit = unitText(field)
        if let unit {
            w.line("HStack {")
            w.indented { w in
                w.line(call)
                w.indented { emitInputModifiers(field, into: &$0) }
                w.line("Text(verbatim: \(SwiftLiteral.string(unit)))")
                w.indented { $0.line(".foregroundColor(.secondary)") }
            }
            w.line("}")
        } else {
            w.line(call)
            w.indented { emitInputModifiers(field, into: &$0) }
        }
    }

    /// The unit shown after a currency or percent field.
    private func unitText(_ field: FieldModel) -> String? {
        switch field.type {
        case .currency(let code): return code
        case .percent: return "%"
        case .text, .secure, .multiline, .int, .double, .decimal, .date: return nil
        }
    }

    private func emitTextEditor(_ field: FieldModel, into w: inout SwiftWriter) {
        let member = SwiftNames.member(field)
        w.line("TextEditor(text: $model.\(member).text)")
        w.indented { w in
            w.line(".frame(minHeight: 88)")
            if let prompt = field.prompt {
                // iOS 15's TextEditor has no placeholder: draw the prompt while it is empty.
                w.block(".overlay(alignment: .topLeading)") { w in
                    w.block("if model.\(member).text.isEmpty") { w in
                        w.line("Text(verbatim: \(SwiftLiteral.string(prompt)))")
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
            w.line(".accessibilityLabel(Text(verbatim: \(SwiftLiteral.string(field.label))))")
            emitInputModifiers(field, into: &w)
        }
    }

    /// A `DatePicker` always shows some day, so an optional date with no day chosen is not
    /// given one: it would show today, read as chosen, and picking today would change nothing
    /// (the binding already says today) and so not choose it. Until a day is chosen the row
    /// shows the label and a "Choose" button that starts the picker at today; "Clear" empties
    /// it again.
    private func emitDatePicker(_ field: FieldModel, into w: inout SwiftWriter) {
        let member = SwiftNames.member(field)
        let label = SwiftLiteral.string(field.label)
        func picker(_ w: inout SwiftWriter) {
            w.line("DatePicker(\(label) as String, selection: $model.\(member).selection, displayedComponents: .date)")
            if field.isDisabled { w.indented { $0.line(".disabled(true)") } }
        }
        guard field.isOptional else {
            picker(&w)
            return
        }
        w.ifElse("model.\(member).value == nil", { w in
            if field.isDisabled {
                w.block("HStack") { w in
                    w.line("Text(verbatim: \(label))")
                    w.line("Spacer()")
                    w.line("Text(\"None\")")
                    w.indented { $0.line(".foregroundColor(.secondary)") }
                }
            } else {
                w.line("Button {")
                w.indented { $0.line("model.\(member).selection = Date()") }
                w.line("} label: {")
                w.indented { w in
                    w.block("HStack") { w in
                        w.line("Text(verbatim: \(label))")
                        w.line("Spacer()")
                        w.line("Text(\"Choose\")")
                    }
                }
                w.line("}")
            }
        }, else: { w in
            picker(&w)
            if !field.isDisabled {
                w.line("Button(\"Clear\") { model.\(member).clear() }")
            }
        })
    }

    /// Keyboard, content type, capitalisation, correction, Return key, focus, shortcut.
    private func emitInputModifiers(_ field: FieldModel, into w: inout SwiftWriter) {
        let member = SwiftNames.member(field)
        if !field.isDisabled {
            w.line(".focused($focus, equals: .\(member))")
        }
        if field.keyboard != .default {
            w.line(".keyboardType(.\(SwiftLiteral.identifier(field.keyboard.name)))")
        }
        if let contentType = field.contentType {
            w.line(".textContentType(\(contentTypeExpression(contentType)))")
        }
        if field.type.isText {
            w.line(".textInputAutocapitalization(.\(field.autocapitalization.name))")
            if field.autocorrectionDisabled { w.line(".autocorrectionDisabled(true)") }
        }
        if let label = field.submitLabel {
            w.line(".submitLabel(.\(SwiftLiteral.identifier(label.name)))")
        }
        if field.isDisabled { w.line(".disabled(true)") }
        if let shortcut = field.shortcut, field.isFocusable {
            // Seed 000: a hidden button carries the shortcut and moves focus.
            let modifiers = shortcut.modifiers.map { "." + $0.rawValue }
            let modifierList = modifiers.count == 1 ? modifiers[0] : "[\(modifiers.joined(separator: ", "))]"
            w.block(".background") { w in
                w.line("Button(\"\") { focus = .\(member) }")
                w.indented { w in
                    w.line(".keyboardShortcut(\(SwiftLiteral.string(shortcut.key)), modifiers: \(modifierList))")
                    w.line(".hidden()")
                }
            }
        }
    }

    private func contentTypeExpression(_ contentType: ContentType) -> String {
        switch contentType {
        case .known(let info):
            if info.introduced > form.platform {
                return "\(names.view)ContentTypes.\(SwiftLiteral.identifier(info.name))"
            }
            return ".\(SwiftLiteral.identifier(info.name))"
        case .raw(let value):
            return "UITextContentType(rawValue: \(SwiftLiteral.string(value)))"
        }
    }

    /// Content types newer than the form's platform, each needing an availability check.
    private var newerContentTypes: [ContentTypeInfo] {
        var seen: [ContentTypeInfo] = []
        for field in form.fields {
            if case .known(let info)? = field.contentType, info.introduced > form.platform,
               !seen.contains(info) {
                seen.append(info)
            }
        }
        return seen
    }

    // MARK: Form modifiers

    private func emitFormModifiers(into w: inout SwiftWriter) {
        do {
            w.line(".onSubmit(advance)")
            if platformHas(17) {
                w.line(".onChange(of: focus) { _, field in model.focusChanged(to: field) }")
            } else {
                w.line(".modifier(\(names.view)FocusChange(focus: focus) { model.focusChanged(to: $0) })")
            }
            if let initial = form.initialFocus {
                w.block(".task") { w in
                    w.line("// Focus assigned while the view is being set up is ignored: wait a moment.")
                    w.line("// A cancelled wait (the view went away) focuses nothing.")
                    w.line("do { try await Task.sleep(nanoseconds: 500_000_000) } catch { return }")
                    w.line("focus = .\(SwiftNames.member(initial))")
                }
            }
            let items = toolbarItems
            if !items.isEmpty {
                w.block(".toolbar") { w in
                    w.block("ToolbarItemGroup(placement: .keyboard)") { w in
                        for item in items { emitToolbarItem(item, into: &w) }
                    }
                }
            }
            if let mode = form.scrollDismissesKeyboard {
                if platformHas(16) {
                    w.line(".scrollDismissesKeyboard(.\(mode.rawValue))")
                } else {
                    w.line(".modifier(\(names.view)ScrollDismissesKeyboard())")
                }
            }
            if let title = form.title {
                w.line(".navigationTitle(Text(verbatim: \(SwiftLiteral.string(title))))")
            }
        }
    }

    /// The keyboard toolbar: as declared; Previous/Next/Done when undeclared but some field's
    /// keyboard has no Return key (it could not move on otherwise); and "-/+" when a field may
    /// be negative but its keyboard has no minus key.
    var toolbarItems: [ToolbarItem] {
        var items = form.keyboardToolbar
        let inFocusOrder = Set(form.focusOrder)
        let focusable = form.fields.filter { $0.isFocusable && inFocusOrder.contains($0.name) }
        if items.isEmpty && focusable.contains(where: { $0.type != .multiline && !$0.keyboard.hasReturnKey }) {
            items = [.previous, .next, .done]
        }
        let needsSign = form.fields.contains { $0.type.isNumeric && $0.allowNegative && !$0.isDisabled && !$0.keyboard.hasMinusSign }
        if needsSign && !items.contains(.toggleSign) {
            if let done = items.firstIndex(of: .done) { items.insert(.toggleSign, at: done) } else { items.append(.toggleSign) }
        }
        return items
    }

    private func emitToolbarItem(_ item: ToolbarItem, into w: inout SwiftWriter) {
        switch item {
        case .previous:
            w.line("Button(\"Previous\") { focus = \(field).previous(before: focus) }")
            w.indented { $0.line(".disabled(focus.map { \(field).previous(before: $0) == nil } ?? true)") }
        case .next:
            w.line("Button(\"Next\") { focus = \(field).next(after: focus) }")
            w.indented { $0.line(".disabled(focus.map { \(field).next(after: $0) == nil } ?? true)") }
        case .toggleSign:
            w.line("Button(\"-/+\") { if let field = focus { model.toggleSign(field) } }")
            w.indented { w in
                w.line(".disabled(!(focus.map(\(names.model).canToggleSign) ?? false))")
                w.line(".accessibilityLabel(Text(\"Change sign\"))")
            }
        case .done:
            w.line("Spacer()")
            w.line("Button(\"Done\") { focus = nil }")
        }
    }

    // MARK: Actions

    private func emitActions(into w: inout SwiftWriter) {
        w.docComment("Return: on to the next field in the focus order; on the last one, submit.")
        w.block("private func advance()") { w in
            w.line("guard let current = focus, \(names.model).focusOrder.contains(current) else { focus = nil; return }")
            w.ifElse("let next = \(field).next(after: current)", { $0.line("focus = next") },
                     else: { $0.line("submit()") })
        }
        w.blank()
        w.docComment("Submits: hands the values to the action, or moves focus to the first invalid field.")
        w.block("private func submit()") { w in
            w.switchBlock("model.submit()") { w in
                w.line("case .success(let values):")
                w.indented { w in
                    w.line("focus = nil")
                    w.line("action(values)")
                }
                w.line("case .failure(let errors):")
                w.indented { $0.line("focus = errors.firstInvalid") }
            }
        }
    }

    // MARK: Support types

    private func emitSupport(into w: inout SwiftWriter) {
        if !platformHas(17) {
            // `onChange(of:perform:)` is deprecated from iOS 17 and warns in apps that target
            // it; `task(id:)` runs whenever the value changes, on every iOS 15 system.
            w.blank()
            w.docComment("Reports focus changes with the newest API the system has.")
            w.line("@available(iOS \(availability), *)")
            w.block("private struct \(names.view)FocusChange: ViewModifier") { w in
                w.line("let focus: \(field)?")
                w.line("let changed: (\(field)?) -> Void")
                w.blank()
                w.line("@ViewBuilder")
                w.block("func body(content: Content) -> some View") { w in
                    w.ifElse("#available(iOS 17.0, *)", { $0.line("content.onChange(of: focus) { _, field in changed(field) }") },
                             else: { $0.line("content.task(id: focus) { changed(focus) }") })
                }
            }
        }
        if let mode = form.scrollDismissesKeyboard, !platformHas(16) {
            w.blank()
            w.docComment("`scrollDismissesKeyboard` where the system has it (iOS 16 and later).")
            w.line("@available(iOS \(availability), *)")
            w.block("private struct \(names.view)ScrollDismissesKeyboard: ViewModifier") { w in
                w.line("@ViewBuilder")
                w.block("func body(content: Content) -> some View") { w in
                    w.ifElse("#available(iOS 16.0, *)", { $0.line("content.scrollDismissesKeyboard(.\(mode.rawValue))") },
                             else: { $0.line("content") })
                }
            }
        }
        let newer = newerContentTypes
        if !newer.isEmpty {
            w.blank()
            w.docComment("Content types newer than iOS \(availability): nil where the system lacks them.")
            w.block("private enum \(names.view)ContentTypes") { w in
                for info in newer {
                    w.block("static var \(SwiftLiteral.identifier(info.name)): UITextContentType?") { w in
                        w.line("if #available(iOS \(info.introduced.major).\(info.introduced.minor), *) { return .\(SwiftLiteral.identifier(info.name)) }")
                        w.line("return nil")
                    }
                }
            }
        }
    }
}
