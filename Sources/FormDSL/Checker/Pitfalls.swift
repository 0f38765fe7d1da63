/// The SwiftUI text-input pitfalls (FC02xx): things that compile and run, and then trap the
/// person typing. Each is a warning with a one-line fix suggestion.
extension FormChecker {
    /// `onlyHideableAfter[p]`: every field after focus position `p` may be hidden.
    func checkPitfalls(formName: String, settings: FormSettings, drafts: [FieldDraft], focusCount: Int,
                       onlyHideableAfter: [Bool]) {
        let toolbarMoves = settings.toolbar.contains(.next) || settings.toolbar.contains(.done)
        // Each shortcut (lowercased key and modifiers), and the index of the draft that used it first.
        var shortcuts = StringTable()
        var shortcutDrafts: [Int] = []

        for (index, d) in drafts.enumerated() {
            let kb = d.resolvedKeyboard
            let kbSpan = d.keyboardSpan ?? d.nameSpan
            let position = d.focusPosition
            let isLast = position != nil && position == focusCount - 1
            let inChainMiddle = position != nil && !isLast
            let control = d.control

            // FC0201: no return key inside the focus chain.
            if control.takesKeyboard, !kb.hasReturnKey, !toolbarMoves, inChainMiddle || (position != nil && d.submitLabel != nil) {
                emit(.noReturnKey(kbSpan, keyboard: kb, field: d.name, explicit: d.keyboard != nil,
                                  toolbarAt: settings.toolbar.isEmpty ? settings.bodyInsertion : nil))
            }
            // FC0202: negative numbers without a minus key.
            if d.allowNegative, !kb.hasMinusSign, !settings.toolbar.contains(.toggleSign) {
                emit(.noMinusKey(kbSpan, keyboard: kb, field: d.name))
            }
            // FC0203: keyboard against value type.
            // A field that takes no fraction digits (a JPY amount) fits an integer keyboard too.
            if let explicit = d.keyboard, let span = d.keyboardSpan, !CheckerVocabulary.keyboardFits(explicit, d.kind),
               !(currencyCode(d) != nil && typedFractionDigits(d) == 0 && CheckerVocabulary.keyboardFits(explicit, .int)) {
                emit(.keyboardTypeMismatch(span, keyboard: explicit, field: d.name, type: d.kind,
                                           better: d.kind.value == .integer ? .numberPad : .decimalPad))
            }
            // FC0205: secure field without a password content type.
            if d.kind.hidesInput, !(d.contentTypeIndex.map { ContentTypeTraits.all[$0].isSecret } ?? false) {
                emit(.secureWithoutPasswordContentType(d.contentTypeSpan ?? d.nameSpan, field: d.name))
            }
            // FC0206: a password in a visible field.
            if !d.kind.hidesInput, control.takesKeyboard, looksLikePassword(d) {
                emit(.passwordNotSecure(identifier(d.typeNode), field: d.name, secureVariant: d.kind.secureVariant))
            }
            // FC0207: content type contradicting the keyboard.
            if let index = d.contentTypeIndex, CheckerVocabulary.contradicts(contentType: index, kb) {
                emit(.contentTypeKeyboardConflict(d.contentTypeSpan ?? d.nameSpan, contentType: ContentTypes.all[index], keyboard: kb,
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
            // FC0230: capitals that the field's own pattern rejects (the reverse of FC0208,
            // where the field's kind is case-sensitive). An email or URL field with capitals
            // written out is FC0208's.
            if d.isText, control.takesKeyboard, !(d.isEmailOrURL && d.autocapitalization != nil),
               case let capitals = d.autocapitalization ?? (Defaults.quietInput(d) != nil ? .never : .sentences),
               capitals != .never, let pattern = lowercasePattern(d, firstLetterOnly: capitals != .characters) {
                emit(.capitalsAgainstPattern(d.autocapitalizationSpan ?? pattern, value: d.autocapitalization, field: d.name))
            }
            // FC0209: submit label against the focus order. When every later field may be
            // hidden, Return moves on or submits as they come and go: a written `next` or
            // `done` is wrong half the time, and formc's own choice follows them.
            if let label = d.submitLabel, let span = d.submitLabelSpan, let position {
                if label == .next, isLast { emit(.nextOnLastField(span, field: d.name)) }
                if label == .done, inChainMiddle, !onlyHideableAfter[position] { emit(.doneBeforeLastField(span, field: d.name)) }
                if label == .next || label == .done, onlyHideableAfter[position] {
                    emit(.submitLabelAgainstVisibility(span, label: label, field: d.name))
                }
            }
            // FC0210: required on an optional type.
            if let mark = d.optionalMark, d.kind.value.canBeAbsent, let required = d.requiredValidator {
                emit(.requiredOptional(required.nameSpan, field: d.name, optionalMark: mark))
            }
            // FC0211: content type newer than the platform.
            if let index = d.contentTypeIndex, ContentTypeTraits.all[index].introduced > settings.platform {
                emit(.contentTypeTooNew(d.contentTypeSpan ?? d.nameSpan, info: ContentTypes.all[index], form: formName,
                                        platform: settings.platform))
            }
            // FC0213: submitLabel on a TextEditor.
            if control.returnKey == .newline, let span = d.submitLabelSpan {
                emit(.multilineSubmit(span, field: d.name, propertySpan: d.submitLabelPropertySpan ?? span))
            }
            // FC0214: TextEditor in the middle of the focus chain.
            if control.returnKey == .newline, inChainMiddle, !settings.toolbar.contains(.next) {
                emit(.multilineInFocusChain(d.nameSpan, field: d.name))
            }
            // FC0215: empty label.
            if let label = d.label, let span = d.labelSpan, isBlank(label) {
                emit(.emptyLabel(span, field: d.name))
            }
            // FC0216: maxLength below length()'s minimum.
            if let max = d.maxLength, let span = d.maxLengthSpan, let lo = d.lengthValidator?.counts.min,
               max < lo {
                emit(.maxLengthBelowMinimum(span, maxLength: max, minimum: lo, field: d.name))
            }
            // FC0217: allowNegative with a non-negative range.
            if d.allowNegative, let span = d.allowNegativeSpan, let r = d.rangeValidator, let lo = r.lower, !lo.negative {
                emit(.negativeNeverAllowed(span, field: d.name, minimum: lo.text(in: source)))
            }
            // FC0225: a range below zero that no minus sign can reach (the reverse of FC0217). A
            // stepper reaches it with −.
            if d.isNumeric, control.takesKeyboard, !d.allowNegative, let lower = d.rangeValidator?.bounds.lower, lower.value.negative {
                emit(.negativeRangeWithoutAllowNegative(span(lower.node), field: d.name, minimum: lower.value.text(in: source)))
            }
            // FC0218: the default value fails the field's own rules.
            checkDefault(d)
            // FC0219 / FC0224: shortcuts.
            if let s = d.shortcut, let span = d.shortcutSpan {
                let mods = ShortcutModifiers(s.modifiers)
                let lowered = s.key.lowercased()
                let key = ShortcutKey(key: lowered, modifiers: mods).text
                let (isNew, entry) = shortcuts.insert(key)
                if isNew {
                    shortcutDrafts.append(index)
                } else {
                    let first = shortcutDrafts[entry]
                    if let firstSpan = drafts[first].shortcutSpan {
                        emit(.duplicateShortcut(span, shortcut: s, field: d.name, otherField: drafts[first].name, first: firstSpan))
                    }
                }
                if let command = CheckerVocabulary.editingCommand(lowercasedKey: lowered, modifiers: mods) {
                    emit(.shortcutShadowsEditingCommand(span, shortcut: s, command: command, field: d.name))
                }
            }
            // FC0220: a range end with more digits than the field takes. An excluded upper bound
            // is not typed: the number just below it is (`..<100` needs 99, two digits).
            if d.isNumeric, let r = d.rangeValidator, case let (lower, upper) = r.bounds {
                let limit = Defaults.digitLimit(kind: d.kind, maxLength: d.maxLength, range: r)
                func reach(_ bound: ValidatorDraft.Bound) -> (digits: Int, below: String?) {
                    if bound.inclusive { return (bound.value.typedDigitCount, nil) }
                    let below = bound.value.below(in: source)
                    return (below.typedDigits, below.text)
                }
                // The wider end; the lower one when they tie.
                var widest = lower.map { ($0, reach($0)) }
                if let upper {
                    let r = reach(upper)
                    if r.digits > (widest?.1.digits ?? -1) { widest = (upper, r) }
                }
                if let (bound, reached) = widest, reached.digits > limit {
                    let digits = reached.digits, text = bound.value.text(in: source)
                    let typeLimit = d.kind.value == .integer ? NumberLimits.maximumIntDigits : NumberLimits.maximumDecimalDigits
                    // Point at maxLength when raising it would help, else at the bound.
                    if let max = d.maxLength, max == limit, digits <= typeLimit, let span = d.maxLengthSpan {
                        emit(.rangeBeyondMaxLength(span, maxLength: max, digits: digits, bound: text, below: reached.below,
                                                   field: d.name))
                    } else {
                        emit(.rangeBeyondDigitLimit(span(bound.node), limit: limit, digits: digits, bound: text,
                                                    below: reached.below, field: d.name, type: d.kind))
                    }
                }
            }
            // FC0245: numbers that a reader of JSON doubles changes.
            checkNumbersBeyondDoubles(d)
            // FC0227: a content type whose AutoFill value a number field cannot hold (the
            // reverse of FC0207, where the keyboard cannot type it).
            if d.isNumeric, let index = d.contentTypeIndex, !Self.numberContentTypes.contains(ContentTypes.all[index].name) {
                emit(.contentTypeNotANumber(d.contentTypeSpan ?? d.nameSpan, contentType: ContentTypes.all[index].name,
                                            field: d.name, type: d.kind))
            }
            // FC0228: a range bound with more fraction digits than the format lets people type
            // (the reverse of FC0221, where the format shows digits the keyboard cannot type).
            if d.hasFraction, let allowed = typedFractionDigits(d), let r = d.rangeValidator,
               case let (lower, upper) = r.bounds {
                var finest = lower
                if let upper, upper.value.fraction.count > (finest?.value.fraction.count ?? -1) { finest = upper }
                if let finest, finest.value.fraction.count > allowed {
                    emit(.rangeBeyondFractionDigits(span(finest.node), bound: finest.value.text(in: source),
                                                    digits: finest.value.fraction.count, allowed: allowed, field: d.name,
                                                    currency: formatFractionDigits(d) == nil ? currencyCode(d) : nil))
                }
            }
            // FC0240: a format that lets people type more fraction digits than the currency has.
            if let code = currencyCode(d), let minor = ISO4217.minorUnits(code), let digits = formatFractionDigits(d),
               digits > minor {
                emit(.fractionDigitsBeyondMinorUnits(d.formatSpan ?? d.nameSpan, digits: digits, code: code,
                                                     minorUnits: minor, field: d.name))
            }
            // FC0229: letters allowed, but a keyboard without letter keys (the reverse of
            // FC0223, where the keyboard shows less than the field accepts).
            if d.isText, kb.isNumericPad, let chars = d.allowedCharacters, let letter = firstLetter(ofString: chars) {
                emit(.keyboardCannotTypeLetters(d.keyboardSpan ?? d.allowedCharactersSpan ?? d.nameSpan, keyboard: kb,
                                                letter: letter, field: d.name))
            }
            // FC0237: a pattern that needs a character the keyboard has no key for (the
            // reverse of FC0223, where the keyboard lets through more than the field takes).
            if d.isText, control.takesKeyboard, let keys = PatternCharacterSet.keys(of: kb) {
                for v in d.validators {
                    guard let index = v.pattern, let node = v.patternNode,
                          let required = sink.patternAnalysis(index).tree.requiredCharacter(outside: keys) else { continue }
                    let at = file.sourceSpan(forValueRange: required.source, inStringLiteral: span(node))
                    let written = sink.patternText(index).utf8[...].dropFirst(required.source.lowerBound).prefix(required.source.count)
                    emit(.patternNeedsMissingKey(at, required: required, written: String(decoding: written, as: UTF8.self),
                                                 keyboard: kb, field: d.name, keyboardSpan: d.keyboardSpan))
                }
            }
            // FC0221: fraction digits that cannot be typed: on an int field, whose values are
            // whole numbers whatever the keyboard; else on a keyboard without a separator.
            let keyboardMismatch = d.keyboard.map { !CheckerVocabulary.keyboardFits($0, d.kind) } ?? false
            if let digits = d.format?.declaredFractionDigits, digits > 0 {
                if d.kind.value == .integer {
                    emit(.fractionDigitsOnInt(d.formatSpan ?? d.nameSpan, digits: digits, field: d.name))
                } else if !kb.hasDecimalSeparator, !keyboardMismatch {
                    emit(.fractionDigitsOnIntegerKeyboard(d.formatSpan ?? d.nameSpan, digits: digits, keyboard: kb,
                                                          field: d.name, keyboardSpan: d.keyboardSpan))
                }
            }
            // FC0222: a decimal pad shows the locale's separator, '.' or ','; allowed
            // characters that let through only one of them block the other half of the world.
            // (A number field takes no `allowedCharacters`, FC0336: it reads the locale's own.)
            if d.isText, kb == .decimalPad, let chars = d.allowedCharacters.map(stringValue), let span = d.allowedCharactersSpan,
               chars.contains(".") != chars.contains(",") {
                emit(.hardCodedSeparator(span, separator: chars.contains(".") ? "." : ",", field: d.name))
            }
            // FC0223: a number keyboard is not a filter (iPad, hardware keyboards, paste).
            if d.isText, kb.isNumericPad, d.keyboard != nil, d.allowedCharacters == nil,
               !d.hasPattern, !d.hasPhone, !(d.contentTypeIndex.map { ContentTypeTraits.all[$0].keyboards.contains(kb) } ?? false),
               !(d.contentTypeIndex.map { CheckerVocabulary.contradicts(contentType: $0, kb) } ?? false) {
                emit(.keyboardDoesNotFilter(d.keyboardSpan ?? d.nameSpan, keyboard: kb, field: d.name))
            }
        }
    }

    /// A shortcut as FC0219 compares them: the key ignoring case, and the set of modifiers.
    struct ShortcutKey {
        var key: String
        var modifiers: ShortcutModifiers

        /// The two as one string, the modifiers' bits before a space and the key: the table
        /// of shortcuts met is a `StringTable` keyed by it.
        var text: String { String(modifiers.bits) + " " + key }
    }

    /// Whether string node `e` stands for nothing but white space (FC0215). Most labels
    /// start with a letter, which settles it without decoding: a value that starts with a
    /// printable ASCII character is not blank, whatever follows.
    func isBlank(_ e: Int) -> Bool {
        let s = span(e)
        if s.length >= 2 {
            let first = source[s.start + 1]
            if first > 0x20, first < 0x80, first != .quote, first != .backslash { return false }
        }
        return stringValue(e).allSatisfy(\.isWhitespace)
    }

    /// The first letter of string node `e`'s value (FC0229), as `first(where: \.isLetter)`
    /// finds it. Plain ASCII contents, the usual `"0123456789"`, are read as bytes: there a
    /// letter is A-Z or a-z, and no letter joins another character into one.
    func firstLetter(ofString e: Int) -> Character? {
        if let bytes = plainStringContents(e), !bytes.contains(where: { $0 >= 0x80 }) {
            return bytes.first { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }.map { Character(Unicode.Scalar($0)) }
        }
        return stringValue(e).first(where: \.isLetter)
    }

    /// The bytes between the quotes of string node `e` when they are its value: a terminated
    /// literal without escapes. Nil otherwise.
    func plainStringContents(_ e: Int) -> ArraySlice<UInt8>? {
        let s = span(e)
        guard s.length >= 2, source[s.end - 1] == .quote else { return nil }
        let contents = source[(s.start + 1)..<(s.end - 1)]
        return contents.contains(.backslash) ? nil : contents
    }

    /// The name span of the field's first `pattern` validator that asks for lowercase
    /// letters and admits no capital (FC0230); nil if it has none. With `firstLetterOnly`
    /// (`sentences` and `words`, which capitalise a letter that starts the text or a word),
    /// only a pattern whose value can start with a lowercase letter counts: `\d{4}[a-z]{2}`
    /// is typed digits first, and the letters after them stay small.
    func lowercasePattern(_ d: FieldDraft, firstLetterOnly: Bool) -> Span? {
        for v in d.validators {
            guard let index = v.pattern, sink.patternAnalysis(index).isUsable else { continue }
            let text = sink.patternText(index)
            if Self.rejectsCapitals(text), !firstLetterOnly || Self.startsWithLowercase(text) { return v.nameSpan }
        }
        return nil
    }

    /// Whether the first atom of `pattern`, past `^` and opening groups, is a lowercase ASCII
    /// letter or a class that holds one. Only the first alternative is looked at, so the
    /// answer errs towards "no".
    static func startsWithLowercase(_ pattern: String) -> Bool {
        let bytes = Array(pattern.utf8)
        var i = 0
        while i < bytes.count {
            if bytes[i] == .caret { i += 1; continue }
            if bytes[i] == .leftParen {
                i += 1
                if i + 1 < bytes.count, bytes[i] == .question, bytes[i + 1] == UInt8(ascii: ":") { i += 2 }
                continue
            }
            break
        }
        guard i < bytes.count else { return false }
        if bytes[i] >= 0x61 && bytes[i] <= 0x7A { return true }
        guard bytes[i] == .leftBracket else { return false }
        i += 1
        while i < bytes.count, bytes[i] != .rightBracket {
            if bytes[i] == .backslash { i += 2; continue }
            if bytes[i] >= 0x61 && bytes[i] <= 0x7A { return true }
            i += 1
        }
        return false
    }

    /// Whether `pattern` names a lowercase ASCII letter and can match no capital one, judged
    /// from its text alone and only where that is certain: a capital A-Z anywhere, any
    /// character that is not ASCII, `.`, a negated class, an escape that can stand for a
    /// letter (`\w`, `\S`, `\p{...}`, `\u...`, ...), a class range across the capitals
    /// (`[0-z]`) or a group other than `(?:`, `(?=` and `(?!` (flags: `(?i)`) each answer "no".
    static func rejectsCapitals(_ pattern: String) -> Bool {
        let bytes = Array(pattern.utf8)
        var sawLowercase = false
        var inClass = false
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b >= 0x80 || (b >= 0x41 && b <= 0x5A) || b == .dot { return false }
            if b == .backslash {
                guard i + 1 < bytes.count else { return false }
                let e = bytes[i + 1]
                // Escapes of digits, space and control characters, and of punctuation.
                let plain: Set<UInt8> = [0x64, 0x73, 0x62, 0x42, 0x6E, 0x74, 0x72, 0x66, 0x76]  // d s b B n t r f v
                if (e >= 0x41 && e <= 0x5A) || (e >= 0x61 && e <= 0x7A && !plain.contains(e)) { return false }
                i += 2
                continue
            }
            if b == .leftBracket, !inClass {
                if i + 1 < bytes.count, bytes[i + 1] == .caret { return false }
                inClass = true
            } else if b == .rightBracket {
                inClass = false
            } else if b == .leftParen, i + 2 < bytes.count, bytes[i + 1] == .question,
                      ![UInt8(ascii: ":"), UInt8(ascii: "="), UInt8(ascii: "!")].contains(bytes[i + 2]) {
                return false
            } else if inClass, b == .minus, i > 0, i + 1 < bytes.count, bytes[i - 1] <= 0x5A, bytes[i + 1] >= 0x41,
                      bytes[i - 1] != .leftBracket, bytes[i + 1] != .rightBracket {
                return false
            } else if b >= 0x61 && b <= 0x7A {
                sawLowercase = true
            }
            i += 1
        }
        return sawLowercase
    }

    /// Content types whose value is a number to hold as one (FC0227): the others are
    /// words, or codes whose leading zeros, signs and spaces a number would lose.
    static let numberContentTypes: Set<String> = [
        "birthdateDay", "birthdateMonth", "birthdateYear", "creditCardExpirationMonth", "creditCardExpirationYear",
    ]

    /// The most fraction digits people can type into a field (FC0228), which FormRuntime's
    /// number filter enforces: its `number` or `currency` format's `fractionDigits`, else the
    /// minor units of a `currency(...)` field's currency (`ValueType.fractionDigits`
    /// decides the same for the emitters); nil for no limit. A `percent` format is left out:
    /// what is typed there is the percentage, not the value the range limits.
    func typedFractionDigits(_ d: FieldDraft) -> Int? {
        formatFractionDigits(d) ?? currencyCode(d).flatMap(ISO4217.minorUnits)
    }

    /// The `fractionDigits:` of a field's `number` or `currency` format.
    func formatFractionDigits(_ d: FieldDraft) -> Int? {
        switch d.format {
        case .number(let n)?, .currency(_, let n)?: return n
        case .percent?, .date?, nil: return nil
        }
    }

    /// The code of a `currency(...)` field.
    func currencyCode(_ d: FieldDraft) -> String? {
        d.currencyCode
    }

    func looksLikePassword(_ d: FieldDraft) -> Bool {
        // The content type says so outright: iOS offers saved and generated passwords for it.
        if let index = d.contentTypeIndex {
            if ContentTypeTraits.all[index].isPassword { return true }
            if ContentTypeTraits.all[index].isAccountName { return false }
        }
        // A field name is ASCII and in the source as it is.
        let name = source[d.nameSpan.start..<d.nameSpan.end]
        if let verdict = Self.asciiPasswordVerdict(bytes: name) ?? sink.passwordVerdict(d.name) { return verdict }
        guard let label = d.label else { return false }
        // A label without escapes is its bytes between the quotes.
        if let bytes = plainStringContents(label), let verdict = Self.asciiPasswordVerdict(bytes: bytes) { return verdict ?? false }
        let text = stringValue(label)
        if let verdict = Self.asciiPasswordVerdict(text) ?? sink.passwordVerdict(text) { return verdict }
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
        // A word whose lowercase is `pin` or `pwd` is those three ASCII letters in some case
        // (no other scalar lowercases to one of them, and no other text is canonically
        // equivalent), so the text's bytes hold them side by side. Most texts do not, and skip
        // the split into words, which was most of this test's cost for a non-ASCII label.
        guard mayHoldPinOrPwd(text) else { return nil }
        let words = Names.words(of: text).flatMap { $0.split(whereSeparator: { !$0.isLetter && !$0.isNumber }) }
        if words.contains(where: { $0.lowercased() == "pin" || $0.lowercased() == "pwd" }) { return true }
        return nil
    }

    /// Whether the UTF-8 of `text` holds `pin` or `pwd`, in any mix of cases.
    static func mayHoldPinOrPwd(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var i = 0
        while i + 2 < bytes.count {
            if bytes[i] | 0x20 == 0x70 {   // p
                let second = bytes[i + 1] | 0x20, third = bytes[i + 2] | 0x20
                if (second == 0x69 && third == 0x6E) || (second == 0x77 && third == 0x64) { return true }   // in, wd
            }
            i += 1
        }
        return false
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
        asciiPasswordVerdict(bytes: text.utf8)
    }

    /// `asciiPasswordVerdict` of the text whose UTF-8 is `bytes`.
    static func asciiPasswordVerdict<Bytes: Collection<UInt8>>(bytes: Bytes) -> Bool?? {
        for b in bytes where b >= 0x80 { return nil }
        let lower = bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        return .some(asciiPasswordVerdict(bytes, lower: lower))
    }

    /// The verdict for ASCII `bytes`, given them lowercased.
    private static func asciiPasswordVerdict<Bytes: Collection<UInt8>>(_ bytes: Bytes, lower: [UInt8]) -> Bool? {
        // One pass for all the words: at each byte, the words that start with it. A hint
        // anywhere wins over a password word anywhere. `pin` and `pwd` count only as words of
        // their own, so the word split below runs only when one of them occurs at all.
        let search = PasswordSearch.shared
        var hint = false
        var password = false
        var maybePin = false
        search.forEachMatch(in: lower) { isHint in if isHint { hint = true } else { password = true } }
        if hint { return false }
        if password { return true }
        let n = lower.count
        for i in 0..<n where lower[i] == 0x70 && i + 2 < n {   // p
            if (lower[i + 1] == 0x69 && lower[i + 2] == 0x6E) || (lower[i + 1] == 0x77 && lower[i + 2] == 0x64) { maybePin = true }
        }
        guard maybePin else { return nil }
        let bytes = Array(bytes)
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

    static let hintCharacters: [[Character]] = PasswordSearch.hintWords.map { Array($0) }
    static let passwordCharacters: [[Character]] = CheckerVocabulary.passwordWords.map { Array($0) }


    /// FC0218: a default that its own length, range or pattern-free rules reject.
    func checkDefault(_ d: FieldDraft) {
        guard let value = d.defaultValue, let span = d.defaultSpan else { return }
        switch kind(value) {
        case .string where d.isText:
            let s = stringValue(value)
            if let v = d.lengthValidator, case let (lo, hi) = v.counts {
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
            // The filter takes what it lets be typed; a default is typed by nobody, and the
            // runtime refuses it as it would a prefill it could not have produced.
            if let allowed = d.allowedCharacters {
                let set = Set(stringValue(allowed).unicodeScalars)
                if !s.unicodeScalars.allSatisfy(set.contains) {
                    emit(.defaultFailsValidation(span, value: file.text(span), field: d.name,
                                                 rule: "allowedCharacters " + file.text(nodes[allowed].span)))
                }
            }
        case .integer, .decimal:
            guard let n = NumberText(span, in: source) else { return }
            // Messages quote the number as the model holds it.
            let shown = { Literals.normalizeNumber(self.text(span)) }
            if n.negative, !d.allowNegative {
                emit(.negativeDefault(span, value: shown(), field: d.name))
            }
            if let r = d.rangeValidator, case let (lower, upper) = r.bounds {
                var fails = false
                if let lo = lower, NumberText.compare(n, lo.value, in: source) < 0 { fails = true }
                if let up = upper {
                    let c = NumberText.compare(n, up.value, in: source)
                    if c > 0 || (c == 0 && !up.inclusive) { fails = true }
                }
                if fails {
                    emit(.defaultFailsValidation(span, value: shown(), field: d.name,
                                                 rule: "range(\(r.rangeNode.map { text(self.span($0)) } ?? ""))"))
                }
            }
            // The app shows a default with every digit as written (`100.0` stays `100.0`), so
            // trailing zeros count here, unlike in range bounds: against the digit limit (`1.50`
            // is three digits) and against the fraction digits.
            let literal = shown()
            let bytes = literal.utf8   // a number's text is ASCII
            let written = bytes.firstIndex(of: .dot).map { bytes.distance(from: $0, to: bytes.endIndex) - 1 } ?? 0
            let limit = Defaults.digitLimit(kind: d.kind, maxLength: d.maxLength, range: d.rangeValidator)
            if n.integer.count + written > limit {
                if let max = d.maxLength {
                    emit(.defaultFailsValidation(span, value: literal, field: d.name, rule: "maxLength \(max)"))
                } else {
                    emit(.defaultBeyondDigitLimit(span, value: literal, field: d.name, digits: n.integer.count + written,
                                                  limit: limit, type: d.kind))
                }
            }
            // A double keeps 15 significant digits: FormRuntime refuses a number with more.
            if d.kind == .double, n.significantDigitCount(in: source) > NumberLimits.exactDigits {
                emit(.defaultBeyondDoublePrecision(span, value: literal, field: d.name,
                                                   digits: n.significantDigitCount(in: source)))
            }
            if d.hasFraction, let allowed = typedFractionDigits(d) {
                if written > allowed {
                    let digits = allowed == 0 ? "no fraction digits" : allowed == 1 ? "1 fraction digit" : "\(allowed) fraction digits"
                    let rule = formatFractionDigits(d) != nil ? "fractionDigits: \(allowed)"
                        : "currency(\"\(currencyCode(d) ?? "")\"): \(digits)"
                    emit(.defaultFailsValidation(span, value: literal, field: d.name, rule: rule))
                }
            }
        default:
            break
        }
    }
}

/// The ASCII words of the password test (FC0206), hints first, in one flat table indexed by
/// first byte: the search at each position of a name or label compares only the words that
/// start with its byte.
final class PasswordSearch: Sendable {
    static let shared = PasswordSearch()

    /// Words that make a password word a hint about it ("password hint"), not a password.
    static let hintWords = ["hint", "reminder", "question"]

    /// The words end to end, grouped by first byte.
    private let text: [UInt8]
    /// Per word: where it starts in `text`, its length, and whether it is a hint. Lists of
    /// plain types rather than one of tuples, whose type the runtime would make on first use.
    private let starts: [Int]
    private let lengths: [Int]
    private let isHint: [Bool]
    /// `first[b]..<first[b + 1]` are the words that start with byte `b`.
    private let first: [Int]

    private init() {
        /// The hints, then the ASCII password words (the search compares bytes).
        func forEachWord(_ body: (String, Bool) -> Void) {
            for word in Self.hintWords { body(word, true) }
            for word in CheckerVocabulary.passwordWords where word.utf8.allSatisfy({ $0 < 0x80 }) { body(word, false) }
        }
        // A counting sort by first byte: count each byte's words, turn the counts into where each
        // byte's words start, then place the words, each byte's in the order `forEachWord` gives.
        var first = [Int](repeating: 0, count: 257)
        forEachWord { word, _ in if let b = word.utf8.first { first[Int(b) + 1] += 1 } }
        for b in 0..<256 { first[b + 1] += first[b] }
        var next = first
        var text: [UInt8] = []
        var starts = [Int](repeating: 0, count: first[256])
        var lengths = [Int](repeating: 0, count: first[256])
        var hints = [Bool](repeating: false, count: first[256])
        forEachWord { word, isHint in
            guard let b = word.utf8.first else { return }
            let w = next[Int(b)]
            (starts[w], lengths[w], hints[w]) = (text.count, word.utf8.count, isHint)
            next[Int(b)] += 1
            text.append(contentsOf: word.utf8)
        }
        self.text = text
        self.starts = starts
        self.lengths = lengths
        self.isHint = hints
        self.first = first
    }

    /// Calls `found(isHint)` for each occurrence of a word in `lower` (lowercased ASCII).
    func forEachMatch(in lower: [UInt8], _ found: (Bool) -> Void) {
        let n = lower.count
        for i in 0..<n {
            let b = Int(lower[i])
            var w = first[b]
            let stop = first[b + 1]
            while w < stop {
                let length = lengths[w], start = starts[w]
                if length <= n - i {
                    var k = 1
                    while k < length, lower[i + k] == text[start + k] { k += 1 }
                    if k == length { found(isHint[w]) }
                }
                w += 1
            }
        }
    }
}
