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
        for text in [d.name, d.label ?? ""] {
            if let verdict = Self.asciiPasswordVerdict(text) ?? Self.passwordVerdict(text) { return verdict }
        }
        return false
    }

    /// What one text (a field name or label) says: false for a hint or reminder ("password
    /// hint"), true for a password word, or nil when it says neither.
    static func passwordVerdict(_ text: String) -> Bool? {
        // A search over Characters, as String.contains does (so canonically equivalent
        // spellings match), without its per-call set-up: the text is split into Characters
        // once for all 22 words.
        let lower = Array(text.lowercased())
        func contains(_ word: [Character]) -> Bool { Self.containsRun(word, in: lower) }
        if Self.hintCharacters.contains(where: contains) { return false }
        if Self.passwordCharacters.contains(where: contains) { return true }
        let words = Names.words(of: text).flatMap { $0.split(whereSeparator: { !$0.isLetter && !$0.isNumber }) }
        if words.contains(where: { $0.lowercased() == "pin" || $0.lowercased() == "pwd" }) { return true }
        return nil
    }

    /// `passwordVerdict` for ASCII text, on bytes: the same answer without Unicode-aware
    /// searching, which made this check most of the checker's time (every field's name and
    /// label are searched for each password word). `.some(nil)` is "neither"; nil means the
    /// text is not ASCII and `passwordVerdict` must decide.
    ///
    /// For ASCII, lowercasing is per byte, `Character` comparison is byte comparison (no
    /// search word holds CR or LF, so none can match half of a CRLF), and `isLetter`,
    /// `isNumber`, `isUppercase`, `isLowercase` are the ASCII ranges.
    static func asciiPasswordVerdict(_ text: String) -> Bool?? {
        var text = text
        return text.withUTF8 { bytes in
            for b in bytes where b >= 0x80 { return nil }
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { lower in
                for i in bytes.indices { lower[i] = bytes[i] >= 0x41 && bytes[i] <= 0x5A ? bytes[i] | 0x20 : bytes[i] }
                return .some(asciiPasswordVerdict(bytes, lower: UnsafeBufferPointer(lower)))
            }
        }
    }

    /// The verdict for ASCII `bytes`, given them lowercased.
    private static func asciiPasswordVerdict(_ bytes: UnsafeBufferPointer<UInt8>, lower: UnsafeBufferPointer<UInt8>) -> Bool? {
        func contains(_ word: [UInt8]) -> Bool { Self.containsRun(word, in: lower) }
        if Self.hintWords.contains(where: contains) { return false }
        if Self.asciiPasswordWords.contains(where: contains) { return true }
        // Names.words, then each word split at anything but letters and digits: `pin`/`pwd`.
        func isUpper(_ b: UInt8) -> Bool { b >= 0x41 && b <= 0x5A }
        func isLower(_ b: UInt8) -> Bool { b >= 0x61 && b <= 0x7A }
        func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
        var found = false
        /// Checks the letter-and-digit runs of the word `bytes[from..<to]`.
        func checkWord(_ from: Int, _ to: Int) {
            var i = from
            while i < to {
                while i < to, !(isUpper(bytes[i]) || isLower(bytes[i]) || isDigit(bytes[i])) { i += 1 }
                let start = i
                while i < to, isUpper(bytes[i]) || isLower(bytes[i]) || isDigit(bytes[i]) { i += 1 }
                if i - start == 3 {
                    let a = lower[start], b = lower[start + 1], c = lower[start + 2]
                    if (a, b, c) == (0x70, 0x69, 0x6E) || (a, b, c) == (0x70, 0x77, 0x64) { found = true }  // pin, pwd
                }
            }
        }
        Names.forEachASCIIWord(bytes) { checkWord($0.lowerBound, $0.upperBound) }
        return found ? true : nil
    }

    /// Whether `word` occurs in `text` as a run of equal elements: `String.contains` on
    /// Characters or bytes prepared once, without its set-up per call.
    static func containsRun<Word: RandomAccessCollection, Text: RandomAccessCollection>(_ word: Word, in text: Text) -> Bool
    where Word.Element == Text.Element, Word.Element: Equatable, Word.Index == Int, Text.Index == Int {
        guard word.count <= text.count else { return false }
        let w = word.startIndex, t = text.startIndex
        for start in 0...(text.count - word.count) {
            var k = 0
            while k < word.count, text[t + start + k] == word[w + k] { k += 1 }
            if k == word.count { return true }
        }
        return false
    }

    static let hintCharacters: [[Character]] = ["hint", "reminder", "question"].map { Array($0) }
    static let passwordCharacters: [[Character]] = CheckerVocabulary.passwordWords.map { Array($0) }
    static let hintWords: [[UInt8]] = ["hint", "reminder", "question"].map { Array($0.utf8) }
    static let asciiPasswordWords: [[UInt8]] = CheckerVocabulary.passwordWords
        .filter { $0.utf8.allSatisfy { $0 < 0x80 } }.map { Array($0.utf8) }

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
