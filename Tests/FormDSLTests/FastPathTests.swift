import Testing
@testable import FormDSL

// The checker and parser have ASCII fast paths (bench/RESULTS.md shows why). Each must give
// exactly the answer of the general code it shortcuts; these tests compare the two on texts
// built to hit every branch.

private let passwordTexts: [String] = [
    "", "password", "Password", "PASSWORD", "newPassword", "passwordHint", "PasswordReminder",
    "securityQuestion", "pin", "PIN", "pinCode", "pin_code", "cardPin", "spinner", "pinnacle",
    "pwd", "userPwd", "PWD2", "my-pwd", "pin2", "2pin", "a pin here", "(pin)", "pin.", "x.pin",
    "passcode", "passwd", "passphrase", "Passwort", "mot de passe", "motdepasse", "senha",
    "wachtwoord", "username", "email", "homeURLPath", "URLPin", "PINCode", "the PIN", "pIN",
    "Pin Hint", "hint", "HINT", "remind", "question", "First name", "Postal code 2", "p_w_d",
    "p\r\nin", "pin\r\n", "a\tpin", "PinPwd", "pinPWD", "ABCpin", "abcPIN", "pin__", "__pin",
    "C:\\Users", "Say \"hi\"\tthen press Return", "Expiry", "Verification code",
]

@Test func asciiPasswordVerdictMatchesTheGeneralOne() {
    for text in passwordTexts {
        let fast = FormChecker.asciiPasswordVerdict(text)
        #expect(fast != nil, "\(text) is ASCII")
        #expect(fast! == FormChecker.passwordVerdict(text), "verdict differs for \(text.debugDescription)")
    }
    #expect(FormChecker.asciiPasswordVerdict("contraseña") == nil)
    #expect(FormChecker.asciiPasswordVerdict("密码") == nil)
    #expect(FormChecker.asciiPasswordVerdict("pin") == .some(true))
    #expect(FormChecker.asciiPasswordVerdict("passwordHint") == .some(false))
    #expect(FormChecker.asciiPasswordVerdict("email") == .some(nil))
}

@Test func isNearMatchesTheDistance() {
    let words = ["field", "fiel", "fieeld", "feild", "section", "sectoin", "form", "from", "forms",
                 "label", "prompt", "keyboard", "contentType", "f", "", "FIELD", "Field", "fïeld",
                 "İeld", "validate", "sect", "sections", "secton", "fo", "formm", "firm", "fdeil",
                 "sceiton", "ofrm", "noitces", "dleif", "mrof", "seciton", "fiedl", "fild", "fied"]
        + Language.allPropertySpellings + Language.validatorSpellings + CheckerVocabulary.keyboardNames
        + CheckerVocabulary.contentTypeNames
    for word in words {
        for keyword in ["field", "section", "form"] {
            let expected = word != keyword && Spelling.distance(word, keyword) <= Spelling.tolerance(for: keyword)
            #expect(Spelling.isNear(word, keyword) == expected, "\(word) vs \(keyword)")
        }
    }
}

/// The password test as it was written before the fast paths: String.contains over the
/// lowercased text.
private func referencePasswordVerdict(_ text: String) -> Bool? {
    let lower = text.lowercased()
    if lower.contains("hint") || lower.contains("reminder") || lower.contains("question") { return false }
    if CheckerVocabulary.passwordWords.contains(where: { lower.contains($0) }) { return true }
    let words = Names.words(of: text).flatMap { $0.split(whereSeparator: { !$0.isLetter && !$0.isNumber }) }
    if words.contains(where: { $0.lowercased() == "pin" || $0.lowercased() == "pwd" }) { return true }
    return nil
}

@Test func passwordVerdictMatchesStringContains() {
    let texts = passwordTexts + [
        "Contraseña", "CONTRASEÑA", "contrasen\u{303}a", "密码", "密碼提示", "パスワード", "비밀번호",
        "Passwort-Hinweis", "Mot de passe", "şifre", "Şifre", "hasło", "пароль", "Пароль",
        "pass\u{301}word", "pa\u{301}ssword", "e\u{301}password", "İpassword", "用户名 😀",
        "Pin 🔒", "PIN\u{301}", "pin\u{200D}", "ﬁeld pin", "Ｐａｓｓｗｏｒｄ", "pass word", "lösenord",
        "\r\npassword\r\n", "senha\u{0301}", "\u{FEFF}pin",
        // `pin` and `pwd` in non-ASCII text, and near misses the byte test must not decide.
        "用户 PIN", "密码PIN", "PIN码", "Pwd 🔒", "pwd密码", "P\u{0130}N", "P\u{0131}N", "p\u{0130}n",
        "ＰＩＮ", "ｐｗｄ", "P\u{0301}IN", "PI\u{0301}N", "PIN\u{0301}码", "спин pin", "p w d", "P\u{200B}IN",
        "é-pin", "épin", "piné", "ÉPIN", "PÍN", "\u{212A}pin", "用户名",
    ]
    for text in texts {
        let expected = referencePasswordVerdict(text)
        #expect(FormChecker.passwordVerdict(text) == expected, "general path differs for \(text.debugDescription)")
        if let fast = FormChecker.asciiPasswordVerdict(text) {
            #expect(fast == expected, "ASCII path differs for \(text.debugDescription)")
        }
    }
}

/// Names.words as written before its ASCII fast path: over Characters.
private func referenceWords(of name: String) -> [String] {
    let chars = Array(name)
    var words: [String] = []
    var current = ""
    func flush() { if !current.isEmpty { words.append(current); current = "" } }
    for (i, c) in chars.enumerated() {
        if c == "_" || c == "-" || c == " " { flush(); continue }
        if let last = current.last {
            let startsWord: Bool
            if c.isUppercase {
                let nextIsLower = i + 1 < chars.count && chars[i + 1].isLowercase
                startsWord = !last.isUppercase || nextIsLower
            } else if c.isNumber {
                startsWord = !last.isNumber
            } else {
                startsWord = last.isNumber
            }
            if startsWord { flush() }
        }
        current.append(c)
    }
    flush()
    return words
}

@Test func asciiWordsMatchTheCharacterSplit() {
    let names = ["firstName", "postalCode2", "homeURLPath", "first_name", "URL", "a", "", "ABC", "abc",
                 "x1y2", "X1Y2", "URLs", "iOS17Field", "my-field name", "__a__", "a__b", "HTTPServer2Go",
                 "already_lower", "CamelCase", "pin2code", "PIN", "pinCode", "Pwd", "a.b", "(pin)", "A1a",
                 "aA", "Aa", "AAa", "1a", "a1", "1A", "A1", "a  b", "-", "_A_", "a\tb", "Ab.Cd", "9Lives"]
    for name in names {
        #expect(Names.asciiWords(of: name) == referenceWords(of: name), "\(name)")
        #expect(Names.words(of: name) == referenceWords(of: name), "\(name)")
    }
    for name in ["émile", "Größe", "naïveURL", "a\r\nb"] {
        #expect(Names.asciiWords(of: name) == nil)
        #expect(Names.words(of: name) == referenceWords(of: name), "\(name)")
    }
}

/// Literals.normalizeNumber as written before its ASCII fast path: over Characters.
private func referenceNormalizeNumber(_ text: String) -> String {
    var s = Substring(text)
    var negative = false
    if s.hasPrefix("-") { negative = true; s = s.dropFirst() } else if s.hasPrefix("+") { s = s.dropFirst() }
    var intPart = s
    var frac: Substring? = nil
    if let dot = s.firstIndex(of: ".") {
        intPart = s[..<dot]
        frac = s[s.index(after: dot)...]
    }
    var digits = String(intPart.drop { $0 == "0" })
    if digits.isEmpty { digits = "0" }
    var result = digits
    if let frac { result += "." + frac }
    let isZero = result.allSatisfy { $0 == "0" || $0 == "." }
    if negative && !isZero { result = "-" + result }
    return result
}

@Test func asciiNumberNormalizationMatchesTheCharacterVersion() {
    let numbers = ["0", "-0", "+0", "00", "007", "-007", "+007", "1", "-1", "10", "100", "0.0", "-0.0", "0.10",
                   "-0.25", "12.50", "0012.500", "-000.000", ".5", "-.5", "5.", "-", "+", "", "--5", "+-5",
                   "1.2.3", "9223372036854775807", "-9223372036854775808", "0.000000000000000000000000000000000001",
                   "1e5", "abc", "0x10", "10.5"]
    for n in numbers {
        #expect(Literals.normalizeASCIINumber(n) == referenceNormalizeNumber(n), "\(n)")
        #expect(Literals.normalizeNumber(n) == referenceNormalizeNumber(n), "\(n)")
    }
    #expect(Literals.normalizeASCIINumber("１２") == nil)
    #expect(Literals.normalizeNumber("-0١") == referenceNormalizeNumber("-0١"))
}

@Test func asciiLabelsMatchTheCharacterVersion() {
    let names = ["firstName", "postalCode2", "homeURLPath", "first_name", "URL", "a", "", "ABC", "abc",
                 "x1y2", "X1Y2", "URLs", "iOS17Field", "my-field name", "__a__", "a__b", "HTTPServer2Go",
                 "already_lower", "CamelCase", "pin2code", "PIN", "A", "Z9", "a.b", "A1a", "aA", "Aa", "AAa",
                 "1a", "a1", "1A", "A1", "a  b", "-", "_A_", "Ab.Cd", "9Lives", "emailAddress", "confirmEmail2",
                 "x", "X", "_", "__", "ID", "userID", "IDNumber", "a1B2c3", "ÄB"]
    for name in names {
        #expect(Names.label(fromFieldName: name) == Names.characterLabel(fromFieldName: name), "\(name)")
    }
    let nonASCII = Array("naïveURL".utf8)
    #expect(Names.asciiLabel(fromFieldName: nonASCII) == nil)
}

@Test func wordTableKnowsTheLanguageTable() {
    let words = WordTable.shared
    for place in PropertyPlace.allCases {
        for p in PropertyName.allCases {
            #expect(Language.isProperty(p, of: place) == Language.propertySpellings(of: place).contains(p.spec.spelling),
                    "\(p) in \(place)")
        }
    }
    for spec in Language.properties {
        let meaning = words.meaning(words.lookup(spec.spelling))
        #expect(meaning.property == spec.name)
        #expect(meaning.propertyKinds == spec.appliesTo, "\(spec.spelling)")
        for place in PropertyPlace.allCases {
            #expect((meaning.propertyPlaces & (1 << place.index) != 0) == spec.places.contains(place), "\(spec.spelling)")
        }
    }
    for spec in Language.fieldKinds { #expect(words.meaning(words.lookup(spec.spelling)).fieldKind == spec.kind) }
    for spec in Language.validators { #expect(words.meaning(words.lookup(spec.spelling)).validator == spec.name) }
    for spec in Language.formats { #expect(words.meaning(words.lookup(spec.spelling)).format == spec.name) }
    for k in Keyword.allCases { #expect(words.keyword(words.lookup(k.spelling)) == k) }
    // Each enum's rows are in its own order, so `spec` finds a case's row by its raw value.
    #expect(Language.properties.map(\.name) == PropertyName.allCases)
    #expect(Language.fieldKinds.map(\.kind) == FieldKind.allCases)
    #expect(Language.validators.map(\.name) == ValidatorName.allCases)
    #expect(Language.formats.map(\.name) == FormatName.allCases)
    // The lists messages and "did you mean" offer, in the order they always had.
    #expect(Language.propertySpellings(of: .form) == ["title", "platform", "focus", "initialFocus", "submit",
                                                      "keyboardToolbar", "scrollDismissesKeyboard", "validateOn",
                                                      "textFieldStyle", "clearButton", "validityBorder", "passwordReveal", "language"])
    #expect(Language.propertySpellings(of: .section) == ["footer", "visible"])
    #expect(Language.propertySpellings(of: .field) == ["label", "prompt", "help", "default", "keyboard", "contentType",
                                                       "autocapitalization", "autocorrection", "submitLabel", "format",
                                                       "allowedCharacters", "maxLength", "allowNegative", "disabled",
                                                       "shortcut", "validate", "option", "pickerStyle", "validateOn", "visible", "required",
                                                       "textFieldStyle", "clearButton", "validityBorder", "passwordReveal", "lines", "stepper",
                                                       "slider", "notSubmitted", "jsonName"])
    #expect(Language.fieldKindSpellings == ["text", "secure", "multiline", "int", "double", "decimal", "currency",
                                            "percent", "date", "toggle", "choice", "choices"])
    #expect(Language.validatorSpellings == ["required", "length", "pattern", "range", "email", "url", "phone", "equals", "count"])
    #expect(Language.formatSpellings == ["number", "currency", "percent", "date"])
    // The properties a date field refuses are those of keyboard input.
    let textInput = ["keyboard", "contentType", "autocapitalization", "autocorrection", "submitLabel",
                     "allowedCharacters", "maxLength", "prompt", "textFieldStyle", "clearButton", "validityBorder",
                     "passwordReveal", "lines"]
    for spec in Language.properties where spec.places.contains(.field) {
        #expect(spec.appliesTo.contains(.date) == (!textInput.contains(spec.spelling) && spec.name != .allowNegative
                                                   && spec.name != .option && spec.name != .pickerStyle && spec.name != .stepper
                                                   && spec.name != .slider),
                "\(spec.spelling)")
    }
}

@Test func wordTableAnswersAsTheVocabularyDoes() {
    let words = WordTable.shared
    for k in KeyboardType.allCases { #expect(words.meaning(words.lookup(k.name)).keyboard == k) }
    #expect(words.meaning(words.lookup("alphabet")).keyboard == KeyboardType.named("alphabet"))
    for (i, info) in ContentTypes.all.enumerated() {
        #expect(words.meaning(words.lookup(info.name)).contentType == Int16(i))
    }
    for s in SubmitLabel.allCases { #expect(words.meaning(words.lookup(s.rawValue)).submitLabel == s) }
    for a in Autocapitalization.allCases { #expect(words.meaning(words.lookup(a.rawValue)).autocapitalization == a) }
    for t in ToolbarItem.allCases { #expect(words.meaning(words.lookup(t.rawValue)).toolbarItem == t) }
    for m in ScrollDismissMode.allCases { #expect(words.meaning(words.lookup(m.rawValue)).scrollDismissMode == m) }
    for v in ValidationTiming.allCases { #expect(words.meaning(words.lookup(v.rawValue)).validationTiming == v) }
    for d in DateStyle.allCases { #expect(words.meaning(words.lookup(d.rawValue)).dateStyle == d) }
    for m in ShortcutModifier.allCases { #expect(words.meaning(words.lookup(m.rawValue)).shortcutModifier == m) }
    // Near misses and other spellings are no word: the table compares every byte.
    for other in ["", "Label", "labels", "labe", "numberpad", "numberPad ", "URl", "emailaddress", "x",
                  String(repeating: "a", count: 200), "nëxt", "next\u{0}"] {
        #expect(words.lookup(other).isNone, "\(other.debugDescription)")
    }
    #expect(words.spelling(words.lookup("emailAddress")) == "emailAddress")
}

/// The parser skips the misspelt-keyword test for property names: none of them may be near
/// `field` or `section`, or a misspelling would go unreported.
@Test func noPropertyNameIsNearAKeyword() {
    for name in Language.allPropertySpellings + PropertySpec.all.map(\.spelling) + ["validateOn"] {
        for keyword in ["field", "section"] {
            #expect(!Spelling.isNear(name, keyword), "\(name) is near \(keyword)")
        }
    }
    // Other words may be: `action "Save"` as a member reads as a misspelt `section`.
    #expect(Spelling.isNear("action", "section"))
}

@Test func contentTypeTraitsMatchTheNames() {
    for (i, info) in ContentTypes.all.enumerated() {
        let traits = ContentTypeTraits.all[i]
        #expect(traits.isSecret == (ContentTypes.passwordTypes.contains(info.name) || ContentTypeTraits.hiddenCardTypes.contains(info.name)))
        #expect(traits.isPassword == ["password", "newPassword"].contains(info.name), "\(info.name)")
        #expect(traits.isAccountName == ["username", "emailAddress"].contains(info.name), "\(info.name)")
        #expect(traits.isEmailOrURL == ["emailAddress", "URL"].contains(info.name), "\(info.name)")
        #expect(traits.isQuiet == Defaults.quietContentTypes.contains(info.name), "\(info.name)")
        #expect(traits.introduced == info.introduced)
        for k in KeyboardType.allCases {
            #expect(traits.keyboards.contains(k) == info.keyboards.contains(k), "\(info.name) \(k)")
            // The rule as the vocabulary states it, on names.
            let expected = !info.keyboards.isEmpty
                ? !info.keyboards.contains(k) && CheckerVocabulary.isSpecialised(k)
                : CheckerVocabulary.letterContentTypes.contains(info.name) && k.isNumericPad
            #expect(CheckerVocabulary.contradicts(contentType: i, k) == expected, "\(info.name) \(k)")
        }
    }
}

@Test func integerLiteralsReadAsIntDoes() {
    for text in ["0", "7", "-7", "007", "-0", "18", "9223372036854775807", "9223372036854775808",
                 "-9223372036854775808", "-9223372036854775809", "99999999999999999999", "-", "1-2"] {
        let file = SourceFile(path: "t.form", text: "form A { field x: int { maxLength \(text) } }")
        let (tree, _) = Parser.parseTree(file)
        let nodes = tree.nodes
        let checker = FormChecker(file: file, nodes: nodes, source: file.bytes, sink: FileChecker(file: file))
        let value = nodes.indices.first(where: { nodes[$0].kind == .integer }).flatMap(checker.integer)
        if text == "-" || text == "1-2" { continue }
        #expect(value == Int(text), "\(text)")
    }
}

/// Runs `body` with a checker over `text`'s tree, for tests of its node-level helpers.
private func withChecker<R>(_ text: String, _ body: (FormChecker, [SyntaxNode]) -> R) -> R {
    let file = SourceFile(path: "t.form", text: text)
    let (tree, _) = Parser.parseTree(file)
    return body(FormChecker(file: file, nodes: tree.nodes, source: file.bytes, sink: FileChecker(file: file)), tree.nodes)
}

@Test func numbersReadInPlaceCompareAsDecimalTextDoes() {
    let numbers = ["0", "-0", "00", "007", "-007", "1", "-1", "10", "100", "0.0", "-0.0", "0.10", "-0.25", "12.50",
                   "0012.500", "-000.000", "9223372036854775807", "-9223372036854775808", "10.5", "10.25", "-3",
                   "-2.5", "0.30000000000000000001", "0.3", "123456789012345678901234567890", "5.000001", "5"]
    let source = "form A { field x: decimal { validate range(" + numbers.joined(separator: "...") + ") } }"
    withChecker(source) { checker, nodes in
        let literals = nodes.indices.filter { nodes[$0].kind == .integer || nodes[$0].kind == .decimal }
        #expect(literals.count == numbers.count)
        let texts = literals.map { checker.text(nodes[$0].span) }
        let read = literals.map { NumberText(nodes[$0].span, in: checker.source)! }
        for i in texts.indices {
            let a = DecimalText(texts[i])!
            #expect(read[i].negative == a.negative, "\(texts[i])")
            #expect(read[i].typedDigitCount == a.typedDigitCount, "\(texts[i])")
            #expect(read[i].integerDigitCount == a.integerDigitCount, "\(texts[i])")
            for j in texts.indices {
                #expect(NumberText.compare(read[i], read[j], in: checker.source) == DecimalText.compare(a, DecimalText(texts[j])!),
                        "\(texts[i]) vs \(texts[j])")
            }
        }
    }
}

@Test func blankLabelsAreFoundWithoutDecodingAsByDecoding() {
    let labels = ["\"\"", "\" \"", "\"\\t\"", "\"\\n\"", "\"a\"", "\" a\"", "\"\\u{00A0}\"", "\"\\u{2003}x\"", "\"\u{3000}\"",
                  "\"\u{7F}\"", "\" \u{301}\"", "\"\\\\\"", "\"\\u{85}\"", "\"x\\n\"", "\"\t \"", "\"\u{2028}\""]
    for label in labels {
        withChecker("form A { field x: text { label \(label) } }") { checker, nodes in
            guard let node = nodes.indices.first(where: { nodes[$0].kind == .string }) else {
                Issue.record("no string in \(label)")
                return
            }
            #expect(checker.isBlank(node) == checker.stringValue(node).allSatisfy(\.isWhitespace), "\(label)")
            if let plain = checker.plainStringContents(node) {
                #expect(String(decoding: plain, as: UTF8.self) == checker.stringValue(node), "\(label)")
            }
        }
    }
}

@Test func aFormsOwnTypeNamesAreReservedForItsFields() {
    func reserved(_ name: String, in form: String) -> Bool {
        OutputTarget.swift.reserves(fieldName: Array(name.utf8), inForm: Array(form.utf8))
    }
    for (name, form, expected) in [("SignupValues", "Signup", true), ("SignupModel", "Signup", true),
                                    ("submit", "Signup", true), ("SignupValue", "Signup", false),
                                    ("SignupModels", "Signup", false), ("SignUpModel", "Signup", false),
                                    ("Values", "", true), ("Model", "", true), ("LoginModel", "Signup", false),
                                    ("SignupModel", "SignupModel", false), ("éModel", "é", true),
                                    // Bytes, as Swift compares names: not canonical equivalence.
                                    ("Coding\u{212A}eys", "Signup", false), ("e\u{301}Model", "é", false)] {
        #expect(reserved(name, in: form) == expected, "\(name) in \(form)")
    }
}

/// `MessageTemplate.fill` works on bytes; filling scalar by scalar, as the reference below
/// does, gives the same text.
@Test func messageTemplateFillMatchesAFillByScalars() {
    func reference(_ template: String, _ arguments: [String]) -> String {
        var out = ""
        var next = 0
        var previousIsPercent = false
        for c in template.unicodeScalars {
            if previousIsPercent && c == "@" {
                out.unicodeScalars.removeLast()
                out += next < arguments.count ? arguments[next] : ""
                next += 1
                previousIsPercent = false
                continue
            }
            out.unicodeScalars.append(c)
            previousIsPercent = c == "%"
        }
        return out
    }
    let templates = ["", "%@", "%@ is required", "%@ must be between %@ and %@", "%%@", "%@%@", "100% sure",
                     "%", "@", "é%@ü", "%@\u{301}", "😀 %@ 😀", "%\u{301}@", "a%@b%@c%@d"]
    let argumentLists: [[String]] = [[], ["Email"], ["x", "y"], ["%@", "é", "😀"], ["", "%", "@"]]
    for template in templates {
        for arguments in argumentLists {
            #expect(MessageTemplate.fill(template, arguments) == reference(template, arguments),
                    "\(template.debugDescription) \(arguments)")
        }
    }
    for template in MessageTemplate.allCases.map(\.english) {
        #expect(MessageTemplate.fill(template, ["A", "B", "C"]) == reference(template, ["A", "B", "C"]))
    }
}

@Test func firstLettersAreFoundWithoutDecodingAsByDecoding() {
    let literals = ["\"0123456789\"", "\"12-xY\"", "\"@[`{09\"", "\"0\\u{41}\"", "\"0\u{663}\u{E9}9\"", "\"12e\u{301}\"",
                    "\"12\\u{65}\\u{301}\"", "\"\"", "\"ab", "\"\\\\a\""]
    for literal in literals {
        withChecker("form A { field x: text { allowedCharacters \(literal) } }") { checker, nodes in
            guard let node = nodes.indices.first(where: { nodes[$0].kind == .string }) else {
                Issue.record("no string in \(literal)")
                return
            }
            #expect(checker.firstLetter(ofString: node) == checker.stringValue(node).first(where: \.isLetter), "\(literal)")
        }
    }
}

@Test func optionValuesCompareWithoutDecodingAsByDecoding() {
    let values = ["\"a\"", "\"ab\"", "\"\\u{61}\"", "\"\u{E9}\"", "\"\\u{E9}\"", "\"e\u{301}\"", "\"A\"", "\"a\\\\\"", "\"a\\\\\\\\\""]
    withChecker("form A { field x: choice { " + values.map { "option \($0)" }.joined(separator: "; ") + " } }") { checker, nodes in
        let strings = nodes.indices.filter { nodes[$0].kind == .string }
        #expect(strings.count == values.count)
        for a in strings {
            for b in strings {
                let decoded = checker.stringValue(a).utf8.elementsEqual(checker.stringValue(b).utf8)
                #expect(checker.sameStringValue(a, b) == decoded, "\(a) \(b)")
            }
        }
    }
}

/// A platform version's numbers, read as the text split at dots with each piece read by
/// `Int(_:)`: the plain reference for `FormChecker.platformNumbers`.
private func platformNumbersBySplitting(_ written: String) -> (major: Int, minor: Int)? {
    let text = written.hasPrefix("-") ? "0" : written
    let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
    guard let major = Int(pieces[0]), pieces.count <= 2,
          let minor = pieces.count == 2 ? Int(pieces[1]) : 0 else { return nil }
    return (major, minor)
}

/// Texts a number literal can have: digits, letters, `_` and dots, after an optional `-`.
@Test func platformNumbersReadAsSplittingTheTextDoes() {
    let texts = ["", "0", "7", "15", "16.4", "016.04", "17.0", "999.999", "1000", "5000000000",
                 "9223372036854775807", "9223372036854775808", "1.9223372036854775808", "99999999999999999999.1",
                 "1.2.3", "1.", ".5", ".", "..", "1..2", "12abc", "1_000", "1e5", "16.4a", "a", "-5", "-16.4",
                 "-1.2.3", "-", "1٣", "٣", "1.٣"]
    for text in texts {
        let fast = FormChecker.platformNumbers(ArraySlice(text.utf8))
        let plain = platformNumbersBySplitting(text)
        #expect(fast?.major == plain?.major && fast?.minor == plain?.minor, "numbers differ for \(text.debugDescription)")
    }
}

/// The parser marks a property `containsWhen` exactly when a `when` node is in its subtree,
/// which the checker otherwise finds by walking every node of the property.
@Test func propertiesAreMarkedContainingWhenAsTheirNodesSay() {
    let source = """
    form A {
        title "T" when x
        focus a, b
        field a: text { visible when b == "x"; required when b != "y" && !a; label "L" }
        field b: text(when c) { label f(x, when y); help g(h(when z)); prompt "p" }
        field c: choice { option "a", label: "A"; visible when a; default "a" }
        section "S" { visible when a; footer "f" when b
            field d: int { validate range(1...2), required; maxLength 3 when a }
        }
        field e: text { label when; help }
    }
    """
    let (tree, _) = Parser.parseTree(SourceFile(path: "when.form", text: source))
    var properties = 0, marked = 0
    for (i, node) in tree.nodes.enumerated() where node.kind == .property {
        properties += 1
        let end = i + Int(node.size)
        let hasWhen = tree.nodes[(i + 1)..<end].contains { $0.kind == .when }
        #expect(node.has(SyntaxNode.containsWhen) == hasWhen, "property at \(node.start)")
        if hasWhen { marked += 1 }
    }
    #expect(properties == 17 && marked == 7)
}

/// `StringTable` numbers keys as a `Dictionary` from key to insertion order would, through its
/// growth, with canonically equivalent spellings as one key ("é" as one scalar or two; the
/// Kelvin sign and "K").
@Test func stringTableFindsWhatADictionaryFinds() {
    var generator = SystemRandomNumberGenerator()
    let pieces = ["a", "b", "é", "e\u{301}", "K", "\u{212A}", "用户", " ", "", "-", "ab"]
    var table = StringTable()
    var reference: [String: Int] = [:]
    for round in 0..<2_000 {
        var key = ""
        for _ in 0..<Int.random(in: 0...4, using: &generator) { key += pieces.randomElement(using: &generator)! }
        if round % 3 == 0 {
            #expect(table.entry(key) == reference[key], "\(key.debugDescription)")
            #expect(table.contains(key) == (reference[key] != nil))
        } else {
            let (inserted, entry) = table.insert(key)
            let known = reference[key]
            #expect(inserted == (known == nil), "\(key.debugDescription)")
            if known == nil { reference[key] = reference.count }
            #expect(entry == reference[key], "\(key.debugDescription)")
        }
    }
    #expect(table.count == reference.count)
    #expect(table.keys.indices.allSatisfy { reference[table.keys[$0]] == $0 })
    #expect(table.entry("e\u{301}") == table.entry("é") && table.entry("é") != nil)
    #expect(table.entry("\u{212A}") == table.entry("K") && table.entry("K") != nil)
}

/// `mayHoldPinOrPwd`, the byte test before the word split, finds `pin` and `pwd` in any case
/// and nothing else: a text it rejects has no word that lowercases to either.
@Test func pinOrPwdBytesAreFoundInAnyCase() {
    for text in ["pin", "PIN", "pIn", "xPwDx", "密码PIN", "用户 pwd", "spinner", "P\u{0301}IN pwd"] {
        #expect(FormChecker.mayHoldPinOrPwd(text), "\(text.debugDescription)")
    }
    for text in ["", "pi", "p in", "PİN", "Pın", "ＰＩＮ", "ｐｗｄ", "p\u{200B}in", "用户名", "pwx", "ppi"] {
        #expect(!FormChecker.mayHoldPinOrPwd(text), "\(text.debugDescription)")
    }
}
