/// `XForm`: the SwiftUI view of a form, for iOS 15 and later, as data over FormRuntimeSwiftUI.
///
/// The view itself (focus order and Return, submit, errors, the keyboard toolbar, the OS
/// version shims) is written once, in FormRuntimeSwiftUI's `FormView`. What a form adds is its
/// layout: the model conforms to `FormViewModel` with a `static let layout` listing its
/// sections and, one line each, its rows with the options the `.form` file gives them, each
/// row reaching its field's input through a key path. `XForm` is `FormView<XModel>`, with an
/// initializer whose action label is the form's `submit ..., action:` name.
///
/// Every text reaches the output only as a string literal (`SwiftLiteral`), and the view
/// shows it only as a `String`, looked up in the model's `strings` under formc's key for it.
struct SwiftViewEmitter {
    let form: SwiftForm

    /// The imports of the SwiftUI part of a generated file, inside its `#if canImport(SwiftUI)`.
    static func emitImports(into w: inout SwiftWriter) {
        w.line("import SwiftUI")
        w.line("import FormRuntimeSwiftUI")
    }

    /// The conditions' part of the view, for a form that has any (`Emit/Swift/SwiftCondition.swift`).
    var conditions: SwiftConditions? {
        form.hasConditions ? SwiftConditions(form: form) : nil
    }

    /// The view's action parameter label: the declared action's name, unless it would clash
    /// with the view's own parameter `model`.
    private var actionLabel: String {
        guard let action = form.model.submitAction, action != "model" else { return "onSubmit" }
        return action
    }

    /// `@available(iOS 15.0, *)`: the platform floor.
    private func emitAvailability(into w: inout SwiftWriter) {
        w.line("@available(iOS ", .int(form.model.platform.major), ".", .int(form.model.platform.minor), ", *)")
    }

    func emit(into w: inout SwiftWriter) {
        if let title = form.model.title {
            w.docComment("The SwiftUI form for `", .raw(form.model.name), "`: “", .docText(title), "” (`FormRuntimeSwiftUI.FormView`).")
        } else {
            w.docComment("The SwiftUI form for `", .raw(form.model.name), "` (`FormRuntimeSwiftUI.FormView`).")
        }
        emitAvailability(into: &w)
        w.line(.access, "typealias ", form.view, " = FormRuntimeSwiftUI.FormView<", form.modelType, ">")
        w.blank()
        emitAvailability(into: &w)
        w.block("extension ", form.modelType, ": FormRuntimeSwiftUI.FormViewModel") { w in
            w.line("@_Concurrency.MainActor")
            // The type written out: a field named `layout` is an instance property of the model,
            // and an inferred type would make Swift consider it.
            w.startLine(.access, "static let layout: FormRuntimeSwiftUI.FormLayout<", form.modelType)
            w.add("> = .init(", .string(form.model.name))
            emitFormOptions(into: &w)
            w.endLine(", sections: [")
            w.indented { w in
                for (index, section) in form.model.sections.enumerated() {
                    emitSection(section, index: index, into: &w)
                }
            }
            w.line("])")
        }
        for row in form.groupModels {
            w.blank()
            SwiftViewEmitter(form: row).emitRowLayout(into: &w)
        }
        emitInitializers(into: &w)
    }

    /// A repeating group's row model as `FormView` draws each row: its fields' rows, in one
    /// section (`RowsSection` puts them in the row's block).
    private func emitRowLayout(into w: inout SwiftWriter) {
        emitAvailability(into: &w)
        w.block("extension ", form.modelType, ": FormRuntimeSwiftUI.FormViewModel") { w in
            w.line("@_Concurrency.MainActor")
            w.startLine(.access, "static let layout: FormRuntimeSwiftUI.FormLayout<", form.modelType)
            w.add("> = .init(", .string(form.model.name))
            w.endLine(", sections: [")
            w.indented { w in
                w.line(".init([")
                w.indented { w in
                    for field in form.fields {
                        w.startLine("")
                        emitRow(field, into: &w)
                        w.endLine(",")
                    }
                }
                w.line("]),")
            }
            w.line("])")
        }
    }

    /// `XForm(model:ACTION:)`: `FormView`'s initializers with the form's action label. A form
    /// whose label is `FormView`'s own (`action`) needs none.
    private func emitInitializers(into w: inout SwiftWriter) {
        guard actionLabel != "action" else { return }
        let label = SwiftCode.member(actionLabel)
        w.blank()
        emitAvailability(into: &w)
        w.block("extension FormRuntimeSwiftUI.FormView where Model == ", form.modelType) { w in
            // `Model` and `Action` are `FormView`'s own, found before any type of the app's.
            w.docComment("A form with its own state; `", label, "` gets the values when every rule holds.")
            w.line(.access, "init(model: Model = Model(), ", label, " action: @escaping Action) { self.init(model: model, action: action) }")
            w.docComment("A form over the caller's state; `", label, "` gets the values when every rule holds.")
            w.line(.access, "init(model: SwiftUI.Binding<Model>, ", label, " action: @escaping Action) { self.init(model: model, action: action) }")
        }
    }

    /// The layout's options for the whole form, those that differ from `FormLayout`'s defaults.
    private func emitFormOptions(into w: inout SwiftWriter) {
        let items = toolbarItems
        if !items.isEmpty {
            w.add(", toolbar: [")
            for (index, item) in items.enumerated() {
                w.add(index == 0 ? "." : ", .", .raw(item.rawValue))
            }
            w.add("]")
        }
        if let mode = form.model.scrollDismissesKeyboard {
            w.add(", scrollDismissesKeyboard: .", .raw(mode.rawValue))
        }
        if conditions != nil {
            w.add(", hasConditions: true")
        }
    }

    /// `.init(header: "…", footer: "…", visible: { … }, [ROWS]),`: a section's texts as the
    /// `.form` file writes them (the view looks them up), its condition, and a line per row.
    private func emitSection(_ section: SectionModel, index: Int, into w: inout SwiftWriter) {
        if let group = section.repeatGroup {
            // A group's section: its label above its rows, its help under them, and the add
            // button's text.
            let repeatModel = form.model.repeats[group]
            let field = form.groupField(group)
            w.startLine(".init(header: ", .string(repeatModel.label))
            if let help = repeatModel.help { w.add(", footer: ", .string(help)) }
            w.add(", group: .rows(.", field.member, ", \\.", field.member)
            w.add(", addLabel: ", .string(repeatModel.addLabel))
            w.endLine(")),")
            return
        }
        w.startLine(".init(")
        var first = true
        func next(_ w: inout SwiftWriter) {
            if !first { w.add(", ") }
            first = false
        }
        if let header = section.header {
            next(&w)
            w.add("header: ", .string(header))
        }
        if let footer = section.footer {
            next(&w)
            w.add("footer: ", .string(footer))
        }
        if let conditions, let condition = section.visibleWhen {
            next(&w)
            w.add("visible: { ")
            conditions.expression(condition, receiver: "$0", into: &w)
            w.add(" }")
        }
        next(&w)
        let fields = section.fields.map { form.all[$0] }
        if fields.isEmpty {
            w.endLine("[]),")
            return
        }
        w.endLine("[")
        w.indented { w in
            for field in fields {
                w.startLine("")
                emitRow(field, into: &w)
                w.endLine(",")
            }
        }
        w.line("]),")
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
            // A row field counts as the form's: the toolbar moves through rows too.
            let fields = form.all.prefix(form.model.fields.count)
            if fields.contains(where: isCandidate) {
                let inFocusOrder = Set(form.model.focusFields + form.model.repeats.flatMap(\.focusFields))
                if fields.contains(where: { isCandidate($0) && inFocusOrder.contains($0.index) }) {
                    items = [.previous, .next, .done]
                }
            }
        }
        let needsSign = form.all.prefix(form.model.fields.count).contains {
            $0.model.kind.value.isNumeric && $0.model.allowNegative && !$0.model.isDisabled && !$0.model.keyboard.hasMinusSign
                && $0.model.takesKeyboard
        }
        if needsSign && !items.contains(.toggleSign) {
            if let done = items.firstIndex(of: .done) { items.insert(.toggleSign, at: done) } else { items.append(.toggleSign) }
        }
        return items
    }
}
