/// `XForm`: the SwiftUI view of a form, for iOS 15 and later.
///
/// It follows what the TextField articles formc is built on teach: `@FocusState` with an
/// enum, one `onSubmit` that walks the focus order, initial focus set a moment after the
/// view appears (an assignment during the view's construction is ignored), a keyboard toolbar
/// for pads without a Return key, and every label passed as `String` so it is shown verbatim,
/// never looked up as a localization key or read as a format string.
struct SwiftViewEmitter {
    let form: SwiftForm

    /// `XModel.Field`.
    var field: SwiftCode { .rawThen(form.model.name, "Model.Field") }
    /// `XModel.focusOrder`, which moves along the fields in focus order.
    var focusOrder: SwiftCode { .rawThen(form.model.name, "Model.focusOrder") }

    /// The conditions' part of the view, for a form that has any (`Emit/Swift/SwiftCondition.swift`).
    var conditions: SwiftConditions? {
        form.hasConditions ? SwiftConditions(form: form) : nil
    }

    /// Whether the platform floor already has an API introduced in iOS `major`.
    private func platformHas(_ major: Int) -> Bool { form.model.platform.major >= major }

    /// The view's action parameter label: the declared action's name, unless it would clash
    /// with the view's own parameter `model`.
    private var actionLabel: SwiftCode {
        guard let action = form.model.submitAction, action != "model" else { return "onSubmit" }
        return .member(action)
    }

    /// `@available(iOS 15.0, *)`: the platform floor.
    private func emitAvailability(into w: inout SwiftWriter) {
        w.line("@available(iOS ", .int(form.model.platform.major), ".", .int(form.model.platform.minor), ", *)")
    }

    /// `XFormContent`: the private view that holds the form itself, over a binding to the model.
    var content: SwiftCode { .rawThen(form.model.name, "FormContent") }

    /// The action's type: it may be `async` and may throw. A synchronous closure converts to it.
    private func emitActionType(into w: inout SwiftWriter) {
        w.add("@escaping @_Concurrency.MainActor (", form.values, ") async throws -> Swift.Void")
    }

    func emit(into w: inout SwiftWriter) {
        if let title = form.model.title {
            w.docComment("The SwiftUI form for `", .raw(form.model.name), "`: “", .docText(title), "”.")
        } else {
            w.docComment("The SwiftUI form for `", .raw(form.model.name), "`.")
        }
        w.docLines("""

            It edits a model that it owns (`init(model:…)`, for a form that needs nothing from outside) or
            the caller's (`init(model: Binding<…>, …)`: prefill it, observe it, reset it, or set server
            errors on it). The action may be `async` and may throw: while it runs the submit button is
            disabled and shows a `ProgressView`; an error it throws is shown above the button and announced,
            and `ServerErrors` it throws are shown on their fields, which take focus.
            """)
        emitAvailability(into: &w)
        w.block(.access, "struct ", form.view, ": SwiftUI.View") { w in
            w.line("@SwiftUI.State private var ownModel: ", form.modelType)
            w.line("private let boundModel: SwiftUI.Binding<", form.modelType, ">?")
            w.line("private let action: @_Concurrency.MainActor (", form.values, ") async throws -> Swift.Void")
            w.blank()
            w.docLines("A form that keeps its own state.")
            w.docLines("""
                - Parameters:
                  - model: the starting state; a new form with the declared defaults by default.
                """)
            w.docComment("  - ", actionLabel, """
                : called with the values when the form is submitted and every rule holds; it may \
                be `async` and may throw (`ServerErrors` for errors on fields).
                """)
            w.startLine(.access, "init(model: ", form.modelType, " = ")
            w.add(form.modelType, "(), ", actionLabel, " action: ")
            emitActionType(into: &w)
            w.add(")")
            w.openBlock { w in
                w.line("_ownModel = SwiftUI.State(initialValue: model)")
                w.line("boundModel = nil")
                w.line("self.action = action")
            }
            w.blank()
            w.docComment("A form over the caller's state, which it reads and writes: an edit screen prefills it (`",
                         form.modelType, "(values:)`), and the caller can observe it, reset it or set server errors on it.")
            w.docLines("""
                - Parameters:
                  - model: the form's state, owned by the caller.
                """)
            w.docComment("  - ", actionLabel, """
                : called with the values when the form is submitted and every rule holds; it may \
                be `async` and may throw (`ServerErrors` for errors on fields).
                """)
            w.startLine(.access, "init(model: SwiftUI.Binding<", form.modelType, ">, ")
            w.add(actionLabel, " action: ")
            emitActionType(into: &w)
            w.add(")")
            w.openBlock { w in
                w.line("_ownModel = SwiftUI.State(initialValue: model.wrappedValue)")
                w.line("boundModel = model")
                w.line("self.action = action")
            }
            w.blank()
            w.block(.access, "var body: some SwiftUI.View") { w in
                w.line("SwiftUI.ScrollViewReader { scroller in")
                w.indented { $0.line(content, "(model: boundModel ?? $ownModel, action: action, scroller: scroller)") }
                w.line("}")
            }
        }
        w.blank()
        w.docLines("The form itself, over a binding to the model: its own or its caller's.")
        emitAvailability(into: &w)
        w.block("private struct ", content, ": SwiftUI.View") { w in
            w.line("@SwiftUI.Binding var model: ", form.modelType)
            w.line("let action: @_Concurrency.MainActor (", form.values, ") async throws -> Swift.Void")
            w.line("@SwiftUI.FocusState private var focus: ", field, "?")
            emitRowState(into: &w)
            w.docLines("Whether the action is running: the submit button is disabled and shows progress.")
            w.line("@SwiftUI.State private var isSubmitting = false")
            w.docLines("The message of the error the action last threw, shown above the submit button.")
            w.line("@SwiftUI.State private var submitError: Swift.String?")
            w.docLines("The running submit, cancelled when the view disappears.")
            w.line("@SwiftUI.State private var submitTask: _Concurrency.Task<Swift.Void, Swift.Never>?")
            w.docLines("The last request to show server errors that the view has shown (`revealServerErrors`).")
            w.line("@SwiftUI.State private var revealedRequest: Swift.Int")
            w.docLines("Scrolls the form to a field's row (`show(_:)`); each row has its field's name as `id`.")
            w.line("let scroller: SwiftUI.ScrollViewProxy")
            w.blank()
            w.startLine("init(model: SwiftUI.Binding<", form.modelType, ">, action: ")
            emitActionType(into: &w)
            w.add(", scroller: SwiftUI.ScrollViewProxy)")
            w.openBlock { w in
                w.line("_model = model")
                w.line("_revealedRequest = SwiftUI.State(initialValue: model.wrappedValue.focusTracker.revealRequests)")
                w.line("self.action = action")
                w.line("self.scroller = scroller")
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
        w.block("var body: some SwiftUI.View") { w in
            w.block("SwiftUI.Form") { w in
                let sections = form.model.sections
                Self.emitGrouped(0..<sections.count + 1, into: &w) { index, w in
                    if index < sections.count {
                        let section = sections[index]
                        if let open = conditions?.viewCondition(section: section) {
                            open(&w)
                            w.indented { w in emitSection(section, index: index, fields: section.fields.map { form.fields[$0] }, into: &w) }
                            w.line("}")
                        } else {
                            emitSection(section, index: index, fields: section.fields.map { form.fields[$0] }, into: &w)
                        }
                    } else {
                        emitSubmitSection(into: &w)
                    }
                }
            }
            emitFormModifiers(into: &w)
        }
    }

    /// The submit button, with a `ProgressView` while the action runs (when it is disabled, so
    /// a second submit cannot start), and above it the error the action threw, if any.
    private func emitSubmitSection(into w: inout SwiftWriter) {
        w.block("SwiftUI.Section") { w in
            w.block("if let submitError") { w in
                w.line("SwiftUI.Text(verbatim: submitError)")
                w.indented { w in
                    w.line(".font(.footnote)")
                    w.line(".foregroundColor(.red)")
                }
            }
            w.block("SwiftUI.Button(action: submit)") { w in
                w.block("SwiftUI.HStack") { w in
                    w.startLine("SwiftUI.Text(verbatim: ")
                    SwiftLookups.text("model.strings", key: StringKeys.submit(form: form.model.name), default: form.model.submitLabel, into: &w)
                    w.endLine(")")
                    w.block("if isSubmitting") { w in
                        w.line("SwiftUI.Spacer()")
                        w.line("SwiftUI.ProgressView()")
                    }
                }
            }
            w.line(".disabled(isSubmitting)")
        }
    }

    private func emitSection(_ section: SectionModel, index: Int, fields: [SwiftField], into w: inout SwiftWriter) {
        w.line("SwiftUI.Section {")
        w.indented { w in
            let conditions = self.conditions
            Self.emitGrouped(fields.indices, into: &w) { index, w in
                if let conditions, conditions.rowIsConditional(fields[index]) {
                    w.block("if model.isVisible(.", fields[index].member, ")") { w in emitIdentifiedRow(fields[index], into: &w) }
                } else {
                    emitIdentifiedRow(fields[index], into: &w)
                }
            }
        }
        let first = fields.first?.model.name
        if let header = section.header {
            w.line("} header: {")
            w.indented { w in
                w.startLine("SwiftUI.Text(verbatim: ")
                SwiftLookups.text("model.strings", key: StringKeys.section(form: form.model.name, firstField: first, index: index, role: "header"),
                                  default: header, into: &w)
                w.endLine(")")
            }
        }
        if let footer = section.footer {
            w.line("} footer: {")
            w.indented { w in
                w.startLine("SwiftUI.Text(verbatim: ")
                SwiftLookups.text("model.strings", key: StringKeys.section(form: form.model.name, firstField: first, index: index, role: "footer"),
                                  default: footer, into: &w)
                w.endLine(")")
            }
        }
        w.line("}")
    }

    /// The field's row with the field's name (its `Field`'s raw value) as its `id`, so
    /// `show(_:)` can scroll to it. A string literal, not `Field.name`: a case named like one of
    /// `Field`'s static members (`next`, `allCases`) would be ambiguous there.
    private func emitIdentifiedRow(_ field: SwiftField, into w: inout SwiftWriter) {
        emitRow(field, into: &w)
        w.indented { $0.line(".id(", .string(field.model.name), ")") }
    }

    /// Before iOS 17, a view builder takes at most ten views in one block (its `buildBlock`
    /// overloads stop at ten; the variadic one is iOS 17+). More children are wrapped in
    /// `Group`s of at most ten, nested as deep as needed, which changes nothing on screen.
    /// `child(i, &w)` writes child `i` of `children`.
    static func emitGrouped(_ children: Range<Int>, into w: inout SwiftWriter,
                            _ child: (Int, inout SwiftWriter) -> Void) {
        let limit = 10
        guard children.count > limit else {
            for index in children { child(index, &w) }
            return
        }
        // Chunk so that the groups themselves fit in one block: at most ten of them.
        let size = max(limit, (children.count + limit - 1) / limit)
        var start = children.lowerBound
        while start < children.upperBound {
            let chunk = start..<min(start + size, children.upperBound)
            w.block("SwiftUI.Group") { w in emitGrouped(chunk, into: &w, child) }
            start = chunk.upperBound
        }
    }

    // MARK: Form modifiers

    private func emitFormModifiers(into w: inout SwiftWriter) {
        w.line(".onSubmit(advance)")
        if platformHas(17) {
            w.line(".onChange(of: focus) { _, field in model.focusChanged(to: field) }")
            w.line(".onChange(of: model.focusTracker.revealRequests) { _, request in revealServerErrors(request) }")
        } else {
            w.line(".modifier(", form.view, "OnChange(value: focus) { model.focusChanged(to: $0) })")
            w.line(".modifier(", form.view, "OnChange(value: model.focusTracker.revealRequests) { revealServerErrors($0) })")
        }
        w.line(".onDisappear { submitTask?.cancel() }")
        if let initial = form.model.initialFocusField {
            w.block(".task") { w in
                w.line("// Focus assigned while the view is being set up is ignored: wait a moment.")
                w.line("// A cancelled wait (the view went away) focuses nothing.")
                w.line("do { try await _Concurrency.Task.sleep(nanoseconds: 500_000_000) } catch { return }")
                w.line("focus = .", form.fields[initial].member)
            }
        }
        let items = toolbarItems
        if !items.isEmpty {
            w.block(".toolbar") { w in
                w.block("SwiftUI.ToolbarItemGroup(placement: .keyboard)") { w in
                    for item in items { emitToolbarItem(item, into: &w) }
                }
            }
        }
        if let mode = form.model.scrollDismissesKeyboard {
            if platformHas(16) {
                w.line(".scrollDismissesKeyboard(.", .raw(mode.rawValue), ")")
            } else {
                w.line(".modifier(", form.view, "ScrollDismissesKeyboard())")
            }
        }
        if let title = form.model.title {
            w.startLine(".navigationTitle(SwiftUI.Text(verbatim: ")
            SwiftLookups.text("model.strings", key: StringKeys.title(form: form.model.name), default: title, into: &w)
            w.endLine("))")
        }
        conditions?.emitViewModifiers(into: &w)
    }

    /// The keyboard toolbar: as declared; Previous/Next/Done when undeclared but some field's
    /// keyboard has no Return key (it could not move on otherwise); and "-/+" when a field may
    /// be negative but its keyboard has no minus key.
    var toolbarItems: [ToolbarItem] {
        var items = form.model.keyboardToolbar
        if items.isEmpty {
            // A focusable field in the focus order whose keyboard has no Return key. The focus
            // order is searched only when some field could be one.
            // (The `SwiftField`s are searched: going over the model's fields would copy each.)
            let isCandidate = { (field: SwiftField) in
                field.model.isFocusable && field.model.kind != .multiline && !field.model.keyboard.hasReturnKey
            }
            if form.fields.contains(where: isCandidate) {
                let inFocusOrder = Set(form.model.focusFields)
                if form.fields.contains(where: { isCandidate($0) && inFocusOrder.contains($0.index) }) {
                    items = [.previous, .next, .done]
                }
            }
        }
        let needsSign = form.fields.contains {
            $0.model.kind.value.isNumeric && $0.model.allowNegative && !$0.model.isDisabled && !$0.model.keyboard.hasMinusSign
                && $0.model.takesKeyboard
        }
        if needsSign && !items.contains(.toggleSign) {
            if let done = items.firstIndex(of: .done) { items.insert(.toggleSign, at: done) } else { items.append(.toggleSign) }
        }
        return items
    }

    /// `Button(WORD) { action }`, the word looked up in `model.strings` and shown as a
    /// `String` (never a `LocalizedStringKey`).
    private func wordButton(_ word: MessageTemplate, action a: SwiftCode, _ b: SwiftCode? = nil, _ c: SwiftCode? = nil,
                            into w: inout SwiftWriter) {
        w.startLine("SwiftUI.Button(")
        SwiftLookups.word("model.strings", word, into: &w)
        w.add(") { ", a, b, c)
        w.endLine(" }")
    }

    /// `.accessibilityLabel(Text(verbatim: WORD))`, the word looked up in `model.strings`.
    func accessibilityLabel(_ word: MessageTemplate, into w: inout SwiftWriter) {
        w.startLine(".accessibilityLabel(SwiftUI.Text(verbatim: ")
        SwiftLookups.word("model.strings", word, into: &w)
        w.endLine("))")
    }

    private func emitToolbarItem(_ item: ToolbarItem, into w: inout SwiftWriter) {
        switch item {
        case .previous where conditions != nil:
            // Over the visible fields only.
            wordButton(.viewPrevious, action: "focus = model.previousFocus(before: focus)", into: &w)
            w.indented { w in
                w.line(".disabled(focus.map { model.previousFocus(before: $0) == nil } ?? true)")
                accessibilityLabel(.viewPreviousField, into: &w)
            }
        case .next where conditions != nil:
            wordButton(.viewNext, action: "focus = model.nextFocus(after: focus)", into: &w)
            w.indented { w in
                w.line(".disabled(focus.map { model.nextFocus(after: $0) == nil } ?? true)")
                accessibilityLabel(.viewNextField, into: &w)
            }
        case .previous:
            wordButton(.viewPrevious, action: "focus = ", focusOrder, ".previous(before: focus)", into: &w)
            w.indented { w in
                w.line(".disabled(focus.map { ", focusOrder, ".previous(before: $0) == nil } ?? true)")
                accessibilityLabel(.viewPreviousField, into: &w)
            }
        case .next:
            wordButton(.viewNext, action: "focus = ", focusOrder, ".next(after: focus)", into: &w)
            w.indented { w in
                w.line(".disabled(focus.map { ", focusOrder, ".next(after: $0) == nil } ?? true)")
                accessibilityLabel(.viewNextField, into: &w)
            }
        case .toggleSign:
            // A symbol, not a word: a `String`, so no app table is asked for it.
            w.line("SwiftUI.Button(\"-/+\" as Swift.String) { if let field = focus { model.toggleSign(field) } }")
            w.indented { w in
                w.line(".disabled(!(focus.map(", form.modelType, ".canToggleSign) ?? false))")
                accessibilityLabel(.viewChangeSign, into: &w)
            }
        case .done:
            w.line("SwiftUI.Spacer()")
            wordButton(.viewDone, action: "focus = nil", into: &w)
            w.indented { accessibilityLabel(.viewDismissKeyboard, into: &$0) }
        }
    }

    // MARK: Actions

    private func emitActions(into w: inout SwiftWriter) {
        w.docLines("Return: on to the next field in the focus order; on the last one, submit.")
        w.block("private func advance()") { w in
            w.line("guard let current = focus, ", form.modelType, ".focusOrder.contains(current) else { focus = nil; return }")
            if conditions != nil {
                // The next visible field: hidden ones are skipped.
                w.ifElse("let next = model.nextFocus(after: current)", then: { $0.line("focus = next") },
                         else: { $0.line("submit()") })
            } else {
                w.ifElse("let next = ", focusOrder, ".next(after: current)", then: { $0.line("focus = next") },
                         else: { $0.line("submit()") })
            }
        }
        w.blank()
        w.docLines("""
            Submits: hands the values to the action, or shows every error, moves focus to the first
            invalid field and announces how many fields need attention. Does nothing while the action
            runs.
            """)
        w.block("private func submit()") { w in
            w.line("guard !isSubmitting else { return }")
            w.switchBlock("model.submit()") { w in
                w.line("case .success(let values):")
                w.indented { w in
                    w.line("focus = nil")
                    w.line("submitError = nil")
                    w.line("isSubmitting = true")
                    w.line("let texts = model.fieldTexts()")
                    w.line("submitTask = _Concurrency.Task { await run(values, texts: texts) }")
                }
                w.line("case .failure(let errors):")
                w.indented { $0.line("show(errors)") }
            }
        }
        w.blank()
        w.docLines("""
            Runs the action. `ServerErrors` it throws go to their fields (but those edited since the
            submit, whose `texts` changed), which `revealServerErrors` takes the user to; any other
            error is shown above the submit button and announced. A cancelled submit shows nothing.
            """)
        w.startLine("private func run(_ values: ", form.values, ", texts: [")
        w.add(field, ": Swift.String]) async")
        w.openBlock { w in
            w.line("defer { isSubmitting = false }")
            w.line("switch await FormRuntime.SubmitEnd<", field, ">.running({ try await action(values) }) {")
            w.line("case .serverErrors(let errors):")
            w.indented { $0.line("model.setServerErrors(errors.keeping(unchangedSince: texts, in: model).byField)") }
            w.line("case .failed(let message):")
            w.indented { w in
                w.line("submitError = message")
                w.line("announce(message)")
            }
            w.line("case .succeeded, .cancelled:")
            w.indented { $0.line("break") }
            w.line("}")
        }
        w.blank()
        w.docLines("""
            Takes the user to the fields' errors when the model was given server errors (by `run` or by
            the app), once per request; the first call, on appearing, only notes where it starts.
            """)
        w.block("private func revealServerErrors(_ request: Swift.Int)") { w in
            w.line("guard request != revealedRequest else { return }")
            w.line("revealedRequest = request")
            w.line("show(model.currentVisibleErrors())")
        }
        w.blank()
        emitShow(into: &w)
        w.blank()
        w.docLines("""
            Has VoiceOver say `message`: moving focus to a field reads only that field, not why the
            submit failed.
            """)
        w.block("private func announce(_ message: Swift.String)") { w in
            w.line("guard !message.isEmpty else { return }")
            if platformHas(17) {
                w.line("Accessibility.AccessibilityNotification.Announcement(message).post()")
            } else {
                w.ifElse("#available(iOS 17.0, *)", then: { $0.line("Accessibility.AccessibilityNotification.Announcement(message).post()") },
                         else: { $0.line("UIKit.UIAccessibility.post(notification: .announcement, argument: message)") })
            }
        }
    }

    /// `show(_:)`: takes the user to the first invalid field. A field that takes focus gets it
    /// (its keyboard opens); one that takes none (a toggle, choice or date, or a disabled
    /// field) leaves the keyboard focus empty, so no keyboard covers it. Either way the row is
    /// scrolled into view, which matters on a long form and for a field without focus, and the
    /// errors are announced. docs/SWIFT.md ("Submitting") says so.
    private func emitShow(into w: inout SwiftWriter) {
        w.docLines("""
            Takes the user to the first invalid field: focuses it if it takes focus (else closes the
            keyboard), scrolls its row into view and announces how many fields need attention.
            """)
        w.startLine("private func show(_ errors: FormRuntime.FormErrors<", field, ">)")
        w.openBlock { w in
            let unfocusable = form.fields.filter { !$0.model.isFocusable }
            if unfocusable.isEmpty {
                w.line("focus = errors.firstInvalid")
            } else {
                w.switchBlock("errors.firstInvalid") { w in
                    w.startLine("case ")
                    for (index, item) in unfocusable.enumerated() {
                        w.add(index == 0 ? "." : ", .", item.member, "?")
                    }
                    w.endLine(": focus = nil")
                    w.line("default: focus = errors.firstInvalid")
                }
            }
            w.line("if let first = errors.firstInvalid { scroller.scrollTo(first.rawValue, anchor: .center) }")
            w.line("announce(errors.announcement(in: model.strings))")
        }
    }

    // MARK: Support types

    private func emitSupport(into w: inout SwiftWriter) {
        if !platformHas(17) {
            // `onChange(of:perform:)` is deprecated from iOS 17 and warns in apps that target
            // it; `task(id:)` runs whenever the value changes, on every iOS 15 system.
            w.blank()
            w.docLines("Reports changes of `value` (focus, requests to show errors) with the newest API the system has.")
            emitAvailability(into: &w)
            w.block("private struct ", form.view, "OnChange<Value: Swift.Equatable & Swift.Sendable>: SwiftUI.ViewModifier") { w in
                w.line("let value: Value")
                w.line("let changed: (Value) -> Swift.Void")
                w.blank()
                w.line("@SwiftUI.ViewBuilder")
                w.block("func body(content: Self.Content) -> some SwiftUI.View") { w in
                    w.ifElse("#available(iOS 17.0, *)", then: { $0.line("content.onChange(of: value) { _, new in changed(new) }") },
                             else: { $0.line("content.task(id: value) { changed(value) }") })
                }
            }
        }
        if let mode = form.model.scrollDismissesKeyboard, !platformHas(16) {
            w.blank()
            w.docLines("`scrollDismissesKeyboard` where the system has it (iOS 16 and later).")
            emitAvailability(into: &w)
            w.block("private struct ", form.view, "ScrollDismissesKeyboard: SwiftUI.ViewModifier") { w in
                w.line("@SwiftUI.ViewBuilder")
                w.block("func body(content: Self.Content) -> some SwiftUI.View") { w in
                    w.ifElse("#available(iOS 16.0, *)", then: { $0.line("content.scrollDismissesKeyboard(.", .raw(mode.rawValue), ")") },
                             else: { $0.line("content") })
                }
            }
        }
        let newer = newerContentTypes
        if !newer.isEmpty {
            w.blank()
            w.docComment("Content types newer than iOS ", .int(form.model.platform.major), ".", .int(form.model.platform.minor),
                         ": nil where the system lacks them.")
            w.block("private enum ", form.view, "ContentTypes") { w in
                for info in newer {
                    w.block("static var ", .member(info.name), ": UIKit.UITextContentType?") { w in
                        w.line("if #available(iOS ", .int(info.introduced.major), ".", .int(info.introduced.minor),
                               ", *) { return .", .member(info.name), " }")
                        w.line("return nil")
                    }
                }
            }
        }
    }
}

