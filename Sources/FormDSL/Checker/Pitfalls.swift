/// The SwiftUI text-input pitfalls (FC02xx): things that compile and run, and then trap the
/// person typing. Each is a warning with a one-line fix suggestion.
extension FileChecker {
    func checkPitfalls(form: FormDecl, settings: FormSettings, drafts: [FieldDraft], focusOrder: [String]) {
        let toolbarMoves = settings.toolbar.contains(.next) || settings.toolbar.contains(.done)
        // First use of each shortcut, by lowercased key and modifiers.
        var shortcuts: [ShortcutKey: (field: String, span: Span)] = [:]
        let focusPositions = Self.positions(focusOrder)

        for d in drafts {
            let kb = d.resolvedKeyboard
            let kbSpan = d.keyboardSpan ?? d.nameSpan
            let position = focusPositions[d.name]
            let isLast = position != nil && position == focusOrder.count - 1
            let inChainMiddle = position != nil && !isLast

            // FC0201: no return key inside the focus chain.
            if d.type != .date, !kb.hasReturnKey, !toolbarMoves, inChainMiddle || (position != nil && d.submitLabel != nil) {
                emit(.noReturnKey(kbSpan, keyboard: kb, field: d.name, explicit: d.keyboard != nil))
            }
            // FC0202: negative numbers without a minus key.
            if d.allowNegative, !kb.hasMinusSign, !settings.toolbar.contains(.toggleSign) {
                emit(.noMinusKey(kbSpan, keyboard: kb, field: d.name))
            }
            // FC0203: keyboard against value type.
            if let explicit = d.keyboard, let span = d.keyboardSpan, !CheckerVocabulary.keyboardFits(explicit, d.type) {
                emit(.keyboardTypeMismatch(span, keyboard: explicit, field: d.name, type: d.type,
                                           better: d.type == .int ? .numberPad : .decimalPad))
            }
            // FC0205: secure field without a password content type.
            if d.type == .secure, !ContentTypes.passwordTypes.contains(d.contentType?.name ?? "") {
                emit(.secureWithoutPasswordContentType(d.contentTypeSpan ?? d.nameSpan, field: d.name))
            }
            // FC0206: a password in a visible field.
            if d.type != .secure, d.type != .date, looksLikePassword(d) {
                emit(.passwordNotSecure(d.typeName, field: d.name, fixable: d.type == .text))
            }
            // FC0207: content type contradicting the keyboard.
            if let info = d.contentTypeInfo, CheckerVocabulary.contradicts(info, kb) {
                emit(.contentTypeKeyboardConflict(d.contentTypeSpan ?? d.nameSpan, contentType: info, keyboard: kb,
                                                  keyboardSpan: d.keyboardSpan))
            }
            // FC0208: email and URL fields must not be capitalised or corrected.
            if d.isEmailOrURL {
                if let a = d.autocapitalization, a != .never, let span = d.autocapitalizationSpan {
                    emit(.emailAutocapitalization(span, value: a, field: d.name))
                }
                if d.autocorrection == true, let span = d.autocorrectionSpan {
                    emit(.emailAutocorrection(span, field: d.name))
                }
            }
            // FC0209: submit label against the focus order.
            if let label = d.submitLabel, let span = d.submitLabelSpan, position != nil {
                if label == .next, isLast { emit(.nextOnLastField(span, field: d.name)) }
                if label == .done, inChainMiddle { emit(.doneBeforeLastField(span, field: d.name)) }
            }
            // FC0210: required on an optional type.
            if let mark = d.optionalMark, let required = d.validators.first(where: { $0.kind == .required }) {
                emit(.requiredOptional(required.nameSpan, field: d.name, optionalMark: mark))
            }
            // FC0211: content type newer than the platform.
            if let info = d.contentTypeInfo, info.introduced > settings.platform {
                emit(.contentTypeTooNew(d.contentTypeSpan ?? d.nameSpan, info: info, form: form.name.name,
                                        platform: settings.platform))
            }
            // FC0213: submitLabel on a TextEditor.
            if d.type == .multiline, let span = d.submitLabelSpan {
                emit(.multilineSubmit(span, field: d.name, propertySpan: d.submitLabelPropertySpan ?? span))
            }
            // FC0214: TextEditor in the middle of the focus chain.
            if d.type == .multiline, inChainMiddle, !settings.toolbar.contains(.next) {
                emit(.multilineInFocusChain(d.nameSpan, field: d.name))
            }
            // FC0215: empty label.
            if let label = d.label, let span = d.labelSpan, label.allSatisfy(\.isWhitespace) {
                emit(.emptyLabel(span, field: d.name))
            }
            // FC0216: maxLength below length()'s minimum.
            if let max = d.maxLength, let span = d.maxLengthSpan, let v = d.lengthValidator,
               case .length(let lo?, _) = v.kind, max < lo {
                emit(.maxLengthBelowMinimum(span, maxLength: max, minimum: lo, field: d.name))
            }
            // FC0217: allowNegative with a non-negative range.
            if d.allowNegative, let span = d.allowNegativeSpan, let r = d.rangeValidator, let lo = r.lower, !lo.negative {
                emit(.negativeNeverAllowed(span, field: d.name, minimum: boundText(lo)))
            }
            // FC0218: the default value fails the field's own rules.
            checkDefault(d)
            // FC0219 / FC0224: shortcuts.
            if let s = d.shortcut, let span = d.shortcutSpan {
                let mods = Set(s.modifiers)
                let key = ShortcutKey(key: s.key.lowercased(), modifiers: mods)
                if let first = shortcuts[key] {
                    emit(.duplicateShortcut(span, shortcut: s, field: d.name, otherField: first.field, first: first.span))
                } else {
                    shortcuts[key] = (d.name, span)
                }
                if let command = CheckerVocabulary.editingCommand(key: s.key, modifiers: mods) {
                    emit(.shortcutShadowsEditingCommand(span, shortcut: s, command: command, field: d.name))
                }
            }
            // FC0220: range bounds needing more digits than maxLength.
            if let max = d.maxLength, let span = d.maxLengthSpan, d.type.isNumeric, let r = d.rangeValidator {
                let bounds = [r.lower, r.upper].compactMap { $0 }
                if let widest = bounds.max(by: { $0.digitCount < $1.digitCount }), widest.digitCount > max {
                    emit(.rangeBeyondMaxLength(span, maxLength: max, digits: widest.digitCount,
                                               bound: boundText(widest), field: d.name))
                }
            }
            // FC0221: fraction digits that cannot be typed.
            let keyboardMismatch = d.keyboard.map { !CheckerVocabulary.keyboardFits($0, d.type) } ?? false
            if let f = d.format, let digits = fractionDigits(f), digits > 0, !kb.hasDecimalSeparator, !keyboardMismatch {
                emit(.fractionDigitsOnIntegerKeyboard(d.formatSpan ?? d.nameSpan, digits: digits, keyboard: kb,
                                                      field: d.name, keyboardSpan: d.keyboardSpan))
            }
            // FC0222: hard-coded separators in a numeric field's allowed characters.
            if d.type.isNumeric, let chars = d.allowedCharacters, let span = d.allowedCharactersSpan,
               let sep = chars.first(where: { $0 == "." || $0 == "," || $0 == "'" || $0 == "\u{00A0}" || $0 == " " }) {
                emit(.hardCodedSeparator(span, separator: sep, field: d.name))
            }
            // FC0223: a number keyboard is not a filter (iPad, hardware keyboards, paste).
            if d.type.isText, kb.isNumericPad, d.keyboard != nil, d.allowedCharacters == nil,
               !d.hasValidator("pattern"), !d.hasValidator("phone"), d.contentTypeInfo?.keyboards.contains(kb) != true,
               !(d.contentTypeInfo.map { CheckerVocabulary.contradicts($0, kb) } ?? false) {
                emit(.keyboardDoesNotFilter(d.keyboardSpan ?? d.nameSpan, keyboard: kb, field: d.name))
            }
        }
    }

    /// A shortcut as FC0219 compares them: the key ignoring case, and the set of modifiers.
    struct ShortcutKey: Hashable {
        var key: String
        var modifiers: Set<ShortcutModifier>
    }

    func boundText(_ b: DecimalText) -> String {
        var s = b.negative ? "-" : ""
        s += b.integerDigits.isEmpty ? "0" : String(decoding: b.integerDigits, as: UTF8.self)
        if !b.fractionDigits.isEmpty { s += "." + String(decoding: b.fractionDigits, as: UTF8.self) }
        return s
    }

    func fractionDigits(_ f: FieldFormat) -> Int? {
        switch f {
        case .number(let n), .percent(let n): return n
        case .currency(_, let n): return n
        case .date: return nil
        }
    }

    func looksLikePassword(_ d: FieldDraft) -> Bool {
        // The content type says so outright: iOS offers saved and generated passwords for it.
        if let name = d.contentTypeInfo?.name, name == "password" || name == "newPassword" { return true }
        if let name = d.contentTypeInfo?.name, name == "username" || name == "emailAddress" { return false }
        let texts = [d.name, d.label ?? ""]
        for text in texts {
            let lower = text.lowercased()
            if Self.contains(lower, anyOf: ["hint", "reminder", "question"]) { return false }
            if Self.contains(lower, anyOf: CheckerVocabulary.passwordWords) { return true }
            if Names.words(of: text).contains(where: Self.isPINOrPWD) { return true }
        }
        return false
    }

    /// Whether a word, split further at anything but letters and digits, has a piece "pin"
    /// or "pwd" in any case. ASCII words are split on bytes, which is the same split (ASCII
    /// letters and digits are [A-Za-z0-9]) without a Unicode property lookup per character.
    static func isPINOrPWD(_ word: String) -> Bool {
        guard word.utf8.allSatisfy({ $0 < 0x80 }) else {
            return word.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
                .contains { $0.lowercased() == "pin" || $0.lowercased() == "pwd" }
        }
        var piece: [UInt8] = []
        for b in word.utf8 + [0] {
            let lower = b | 0x20
            if (lower >= 0x61 && lower <= 0x7A) || (b >= 0x30 && b <= 0x39) {
                if piece.count < 4 { piece.append(b >= 0x41 ? lower : b) }
            } else {
                if piece == Array("pin".utf8) || piece == Array("pwd".utf8) { return true }
                piece.removeAll(keepingCapacity: true)
            }
        }
        return false
    }

    /// Whether `text` contains any of `words`, as `String.contains` says. ASCII text (every
    /// name and most labels) is searched byte by byte, which gives the same answer (no
    /// non-ASCII word is canonically equivalent to ASCII text, and no word holds a line
    /// break) without building a string searcher per word and per field: that made a form
    /// of 20,000 fields take seconds. Other text keeps `String.contains`, which matches
    /// "ñ" and "n\u{303}" alike.
    static func contains(_ text: String, anyOf words: [String]) -> Bool {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return words.contains { text.contains($0) } }
        var text = text
        return text.withUTF8 { t -> Bool in
            for word in words {
                let w = Array(word.utf8)
                guard !w.isEmpty, w.allSatisfy({ $0 < 0x80 }), w.count <= t.count else { continue }
                var i = 0
                while i + w.count <= t.count {
                    if t[i] == w[0] {
                        var k = 1
                        while k < w.count, t[i + k] == w[k] { k += 1 }
                        if k == w.count { return true }
                    }
                    i += 1
                }
            }
            return false
        }
    }

    /// FC0218: a default that its own length, range or pattern-free rules reject.
    func checkDefault(_ d: FieldDraft) {
        guard let value = d.defaultValue, let span = d.defaultSpan else { return }
        switch value {
        case .string(let s):
            if let v = d.lengthValidator, case .length(let lo, let hi) = v.kind {
                let n = s.unicodeScalars.count
                if (lo.map { n < $0 } ?? false) || (hi.map { n > $0 } ?? false) {
                    if !(s.isEmpty && d.optionalMark != nil) {
                        emit(.defaultFailsValidation(span, value: file.text(span), field: d.name,
                                                     rule: "length(\(lo.map(String.init) ?? "")...\(hi.map(String.init) ?? ""))"))
                    }
                }
            }
            if let max = d.maxLength, s.unicodeScalars.count > max {
                emit(.defaultFailsValidation(span, value: file.text(span), field: d.name, rule: "maxLength \(max)"))
            }
        case .integer(let t), .decimal(let t):
            guard let n = DecimalText(t) else { return }
            if n.negative, !d.allowNegative {
                emit(.defaultFailsValidation(span, value: t, field: d.name, rule: "lack of 'allowNegative'"))
            }
            if let r = d.rangeValidator, case .range(_, let hi) = r.kind {
                var fails = false
                if let lo = r.lower, n < lo { fails = true }
                if let up = r.upper, let hi {
                    let c = DecimalText.compare(n, up)
                    if c > 0 || (c == 0 && !hi.inclusive) { fails = true }
                }
                if fails {
                    emit(.defaultFailsValidation(span, value: t, field: d.name, rule: "range(\(r.rangeText ?? ""))"))
                }
            }
            if let max = d.maxLength, n.digitCount > max {
                emit(.defaultFailsValidation(span, value: t, field: d.name, rule: "maxLength \(max)"))
            }
        case .date:
            break
        }
    }
}
