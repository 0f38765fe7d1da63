import Testing
@testable import FormDSL

/// One snippet per diagnostic id, with the exact id, line:column and message of everything
/// the snippet reports (and nothing else).
struct DiagnosticCase: CustomTestStringConvertible, Sendable {
    var id: String
    var source: String
    var expected: [String]
    var testDescription: String { id }
}

let checkerDiagnosticCases: [DiagnosticCase] = [
    DiagnosticCase(id: "FC0201", source: "form F {\n    field age: int\n    field name: text\n}", expected: [
        "FC0201 2:11 'numberPad' has no return key, so people cannot move on from 'age'",
    ]),
    DiagnosticCase(id: "FC0202", source: "form F {\n    field delta: int { keyboard numberPad; allowNegative }\n    keyboardToolbar next\n}", expected: [
        "FC0202 2:33 'delta' allows negative numbers, but 'numberPad' has no minus key",
    ]),
    DiagnosticCase(id: "FC0203", source: "form F {\n    field age: int { keyboard decimalPad }\n}", expected: [
        "FC0203 2:31 'decimalPad' lets people type a decimal separator into int field 'age'",
    ]),
    DiagnosticCase(id: "FC0204", source: "form F {\n    field id: int { maxLength 20 }\n}", expected: [
        "FC0204 2:31 maxLength 20 allows more digits than int field 'id' can hold",
    ]),
    DiagnosticCase(id: "FC0205", source: "form F {\n    field pass: secure\n}", expected: [
        "FC0205 2:11 secure field 'pass' has no password content type",
    ]),
    DiagnosticCase(id: "FC0206", source: "form F {\n    field password: text { contentType password }\n}", expected: [
        "FC0206 2:21 'password' looks like a password but is shown as typed",
    ]),
    DiagnosticCase(id: "FC0206", source: "form F {\n    field secret: text { contentType newPassword }\n}", expected: [
        "FC0206 2:19 'secret' looks like a password but is shown as typed",
    ]),
    DiagnosticCase(id: "FC0207", source: "form F {\n    field mail: text { keyboard numberPad; contentType emailAddress }\n}", expected: [
        "FC0207 2:56 content type 'emailAddress' contradicts keyboard 'numberPad'",
    ]),
    DiagnosticCase(id: "FC0208", source: "form F {\n    field mail: text { validate email; autocapitalization words; autocorrection on }\n}", expected: [
        "FC0208 2:59 'autocapitalization words' capitalises letters of email or URL field 'mail'",
        "FC0208 2:81 'autocorrection on' rewrites addresses typed into email or URL field 'mail'",
    ]),
    DiagnosticCase(id: "FC0209", source: "form F {\n    field a: text { submitLabel done }\n    field b: text { submitLabel next }\n}", expected: [
        "FC0209 2:33 'done' on 'a', which is not the last field in the focus order",
        "FC0209 3:33 'next' on 'b', the last field in the focus order",
    ]),
    DiagnosticCase(id: "FC0210", source: "form F {\n    field nick: text? { validate required }\n}", expected: [
        "FC0210 2:34 'required' on optional field 'nick'",
    ]),
    DiagnosticCase(id: "FC0211", source: "form F {\n    field born: text { contentType birthdate }\n}", expected: [
        "FC0211 2:36 content type 'birthdate' needs iOS 17, but form 'F' targets iOS 15",
    ]),
    DiagnosticCase(id: "FC0212", source: "form F {\n    field a: text { disabled }\n    field b: text\n    focus a, b\n}", expected: [
        "FC0212 4:11 disabled field 'a' is named in the focus order",
    ]),
    DiagnosticCase(id: "FC0213", source: "form F {\n    field bio: multiline { submitLabel done }\n}", expected: [
        "FC0213 2:40 'submitLabel' has no effect on multiline field 'bio': Return inserts a newline",
    ]),
    DiagnosticCase(id: "FC0214", source: "form F {\n    field bio: multiline\n    field name: text\n}", expected: [
        "FC0214 2:11 people cannot move on from multiline field 'bio': Return inserts a newline",
    ]),
    DiagnosticCase(id: "FC0215", source: "form F {\n    field name: text { label \"\" }\n}", expected: [
        "FC0215 2:30 empty label on field 'name': VoiceOver reads nothing",
    ]),
    DiagnosticCase(id: "FC0216", source: "form F {\n    field code: text { maxLength 4; validate length(6...6) }\n}", expected: [
        "FC0216 2:34 maxLength 4 is less than the minimum length 6 of 'code'",
    ]),
    DiagnosticCase(id: "FC0217", source: "form F {\n    field age: int { allowNegative; validate range(0...120) }\n    keyboardToolbar toggleSign\n}", expected: [
        "FC0217 2:22 'allowNegative' on 'age', but its range starts at 0",
    ]),
    DiagnosticCase(id: "FC0218", source: "form F {\n    field age: int { default 200; validate range(13...120) }\n}", expected: [
        "FC0218 2:30 default value 200 of 'age' fails its own 'range(13...120)'",
    ]),
    DiagnosticCase(id: "FC0218", source: "form F {\n    field delta: int { default -5 }\n}", expected: [
        "FC0218 2:32 default value -5 of 'delta' is negative, but the field does not allow negative numbers",
    ]),
    DiagnosticCase(id: "FC0218", source: "form F {\n    field card: text { allowedCharacters \"0123456789 \"; default \"1234-5678\" }\n    field ok: text { allowedCharacters \"abc\"; default \"cab\" }\n}", expected: [
        "FC0218 2:65 default value \"1234-5678\" of 'card' fails its own 'allowedCharacters \"0123456789 \"'",
    ]),
    DiagnosticCase(id: "FC0219", source: "form F {\n    field a: text { shortcut \"t\" }\n    field b: text { shortcut \"T\", modifiers: [command] }\n}", expected: [
        "FC0219 3:21 shortcut 'command+T' of 'b' is already used by 'a'",
    ]),
    DiagnosticCase(id: "FC0220", source: "form F {\n    field n: int { maxLength 3; validate range(0...1000) }\n}", expected: [
        "FC0220 2:30 range bound 1000 needs 4 digits, but maxLength of 'n' is 3",
    ]),
    // On an int the mistake is the fraction digits, whatever the keyboard: no keyboard helps.
    DiagnosticCase(id: "FC0221", source: "form F {\n    field count: int { format number(fractionDigits: 2) }\n    field n: int { keyboard decimalPad; format number(fractionDigits: 1) }\n}", expected: [
        "FC0201 2:11 'numberPad' has no return key, so people cannot move on from 'count'",
        "FC0221 2:31 int field 'count' holds whole numbers, but its format shows 2 fraction digits",
        "FC0203 3:29 'decimalPad' lets people type a decimal separator into int field 'n'",
        "FC0221 3:48 int field 'n' holds whole numbers, but its format shows 1 fraction digit",
    ]),
    // On a decimal field typed on a number pad the keyboard is the mistake (FC0203), not the format.
    DiagnosticCase(id: "FC0203", source: "form F {\n    field amount: decimal { keyboard numberPad; format number(fractionDigits: 2) }\n}", expected: [
        "FC0203 2:38 'numberPad' has no decimal separator, but 'amount' is a decimal field",
    ]),
    DiagnosticCase(id: "FC0222", source: "form F {\n    field price: text { keyboard decimalPad; allowedCharacters \"0123456789.\" }\n    field both: text { keyboard decimalPad; allowedCharacters \"0123456789.,\" }\n    field comma: text { keyboard decimalPad; allowedCharacters \"0123456789,\" }\n    keyboardToolbar next, done\n}", expected: [
        "FC0222 2:64 'allowedCharacters' of 'price' takes '.' but not ',', the separator 'decimalPad' shows in many locales",
        "FC0222 4:64 'allowedCharacters' of 'comma' takes ',' but not '.', the separator 'decimalPad' shows in many locales",
    ]),
    // FC0237: a pattern every value of which needs a key the pad lacks; not one that may do
    // without it (optional, one alternative of several, a class that holds a digit).
    DiagnosticCase(id: "FC0237", source: "form F {\n    keyboardToolbar next, done\n    field expiry: text { keyboard numberPad; validate pattern(\"(0[1-9]|1[0-2])/[0-9]{2}\") }\n    field plate: text { keyboard numberPad; validate pattern(\"[A-Z]{2}[0-9]+\") }\n    field dash: text { keyboard numberPad; validate pattern(\"[0-9]+(/|-)[0-9]+\") }\n    field zip: text { keyboard numberPad; validate pattern(\"[0-9]{4}(-[0-9]{4})?\") }\n    field either: text { keyboard numberPad; validate pattern(\"X|[0-9]+\") }\n    field mixed: text { keyboard numberPad; validate pattern(\"[0-9/]+\") }\n}", expected: [
        "FC0237 3:79 the pattern of 'expiry' needs '/', which 'numberPad' has no key for: a value that matches can only be pasted",
        "FC0237 4:63 the pattern of 'plate' needs a character of '[A-Z]', which 'numberPad' has no key for: a value that matches can only be pasted",
        "FC0237 5:69 every value the pattern of 'dash' matches needs a character 'numberPad' has no key for, such as '/': a value that matches can only be pasted",
    ]),
    DiagnosticCase(id: "FC0237", source: "form F {\n    keyboardToolbar next, done\n    field phone: text { keyboard phonePad; validate pattern(\"\\\\+?[0-9*#]+\") }\n    field ext: text { keyboard phonePad; validate pattern(\"[0-9]+ext[0-9]+\") }\n    field amount: text { keyboard decimalPad; validate pattern(\"[0-9]+[.,][0-9]{2}\") }\n    field time: text { keyboard decimalPad; validate pattern(\"[0-9]{2}:[0-9]{2}\") }\n    field arabic: text { keyboard numberPad; validate pattern(\"[٠-٩]+\") }\n    field ascii: text { keyboard asciiCapableNumberPad; validate pattern(\"[٠-٩]+\") }\n}", expected: [
        "FC0237 4:66 the pattern of 'ext' needs 'e', which 'phonePad' has no key for: a value that matches can only be pasted",
        "FC0237 6:71 the pattern of 'time' needs ':', which 'decimalPad' has no key for: a value that matches can only be pasted",
        "FC0237 8:75 the pattern of 'ascii' needs a character of '[٠-٩]', which 'asciiCapableNumberPad' has no key for: a value that matches can only be pasted",
    ]),
    // FC0512: no text in the language's script. A mixed form, a language that shares the
    // texts' script and a language formc does not know are not warned about.
    DiagnosticCase(id: "FC0512", source: "form TopUp {\n    language \"zh-Hans\"\n    field amount: decimal { label \"Amount\" }\n    submit \"Submit\"\n}", expected: [
        "FC0512 2:14 form 'TopUp' is in 'zh-Hans', but none of its texts is written in Han script: \"Amount\", \"Submit\"",
    ]),
    DiagnosticCase(id: "FC0512", source: "form A {\n    language \"zh-Hans\"\n    field amount: decimal\n}\nform B {\n    field name: text { label \"用户名\" }\n    submit \"注册\"\n}\nform C {\n    language \"zh-Hans\"\n    field name: text { label \"用户名\" }\n    field mail: text { label \"Email\" }\n}\nform D {\n    language \"de\"\n    field name: text { label \"Name\" }\n}\nform E {\n    language \"ko\"\n    field name: text { label \"Name\"; prompt \"이름\" }\n}\nform G {\n    language \"qaa\"\n    field name: text { label \"Name\" }\n}", expected: [
        "FC0512 2:14 form 'A' is in 'zh-Hans', but none of its texts is written in Han script: \"Amount\", \"Submit\"",
        "FC0512 5:6 form 'B' declares no language, so its texts are taken as English ('en'), but none of its texts is written in Latin script: \"用户名\", \"注册\"",
    ]),
    DiagnosticCase(id: "FC0223", source: "form F {\n    field zip: text { keyboard numberPad }\n}", expected: [
        "FC0223 2:32 'numberPad' does not stop other characters on iPad or hardware keyboards; 'zip' accepts any text",
    ]),
    DiagnosticCase(id: "FC0224", source: "form F {\n    field a: text { shortcut \"c\" }\n}", expected: [
        "FC0224 2:21 shortcut 'command+c' of 'a' replaces the standard Copy command",
    ]),
    DiagnosticCase(id: "FC0225", source: "form F {\n    field offset: int { validate range(-12...14) }\n}", expected: [
        "FC0225 2:40 the range of 'offset' starts at -12, but without 'allowNegative' no minus sign can be typed",
    ]),
    DiagnosticCase(id: "FC0226", source: "form F {\n    field code: text { keyboard alphabet }\n}", expected: [
        "FC0226 2:33 'alphabet' is a deprecated name of 'asciiCapable'",
    ]),
    DiagnosticCase(id: "FC0227", source: "form F {\n    field zip: int { contentType postalCode }\n}", expected: [
        "FC0227 2:34 AutoFill fills 'postalCode' as text, which int field 'zip' cannot hold as written",
    ]),
    DiagnosticCase(id: "FC0228", source: "form F {\n    field dose: decimal { format number(fractionDigits: 1); validate range(0.25...2) }\n}", expected: [
        "FC0228 2:76 range bound 0.25 has 2 fraction digits, but the format of 'dose' lets people type only 1",
    ]),
    DiagnosticCase(id: "FC0229", source: "form F {\n    field color: text { keyboard numberPad; allowedCharacters \"0123456789ABCDEF\" }\n}", expected: [
        "FC0229 2:34 'allowedCharacters' of 'color' lists letters such as 'A', but 'numberPad' has no letter keys",
    ]),
    DiagnosticCase(id: "FC0230", source: "form F {\n    field handle: text { validate pattern(\"[a-z0-9_]{3,15}\") }\n}", expected: [
        "FC0230 2:35 the keyboard capitalises the first letter typed into 'handle', but its pattern allows no capital letters",
    ]),
    DiagnosticCase(id: "FC0250", source: "form F {\n    field terms: toggle { default true; validate required }\n    field news: toggle { default true }\n}", expected: [
        "FC0250 2:35 required toggle 'terms' starts on, so the form can be submitted without anyone switching it on",
    ]),
    DiagnosticCase(id: "FC0301", source: "form F {\n    field a: text { lable \"A\" }\n}", expected: [
        "FC0301 2:21 unknown property 'lable' in a field",
    ]),
    DiagnosticCase(id: "FC0302", source: "form F {\n    label \"x\"\n    field a: text { focus a }\n}", expected: [
        "FC0302 2:5 'label' belongs in a field, not in the form",
        "FC0302 3:21 'focus' belongs in the form, not in a field",
    ]),
    DiagnosticCase(id: "FC0303", source: "form F {\n    field a: text { label \"A\"; label \"B\" }\n}", expected: [
        "FC0303 2:32 'label' is set twice",
    ]),
    DiagnosticCase(id: "FC0304", source: "form F {\n    field a: text\n    field a: int\n}", expected: [
        "FC0304 3:11 field 'a' is declared twice in form 'F'",
    ]),
    DiagnosticCase(id: "FC0395", source: "form F {\n    field a: text\n    field b: text { jsonName \"a\" }\n    field c: text { notSubmitted; jsonName \"a\" }\n}", expected: [
        "FC0395 3:30 'b' and 'a' would both be submitted under the JSON key 'a'",
    ]),
    DiagnosticCase(id: "FC0396", source: "form F {\n    field a: text { jsonName \"\" }\n}", expected: [
        "FC0396 2:30 'a' cannot be submitted under an empty JSON key",
    ]),
    DiagnosticCase(id: "FC0305", source: "form F {\n    field a: text\n}\nform F {\n    field b: text\n}", expected: [
        "FC0305 4:6 form 'F' is declared twice",
    ]),
    DiagnosticCase(id: "FC0306", source: "form F {\n    field a: txt\n}", expected: [
        "FC0306 2:14 unknown field type 'txt'",
    ]),
    DiagnosticCase(id: "FC0307", source: "form F {\n    field a: decimal { keyboard decmalPad }\n}", expected: [
        "FC0307 2:33 unknown keyboard type 'decmalPad'",
    ]),
    DiagnosticCase(id: "FC0308", source: "form F {\n    field a: text { contentType emial }\n}", expected: [
        "FC0308 2:33 unknown text content type 'emial'; it is passed to UIKit as written",
    ]),
    DiagnosticCase(id: "FC0309", source: "form F {\n    field a: text { submitLabel nxt }\n}", expected: [
        "FC0309 2:33 unknown submit label 'nxt'",
    ]),
    DiagnosticCase(id: "FC0310", source: "form F {\n    field a: text { autocapitalization word }\n}", expected: [
        "FC0310 2:40 unknown autocapitalization 'word'",
    ]),
    DiagnosticCase(id: "FC0311", source: "form F {\n    field a: text { label 42 }\n}", expected: [
        "FC0311 2:27 'label' expects a string, found an integer",
    ]),
    // Once each: 'autocorrection' with no value, or two, was reported twice.
    DiagnosticCase(id: "FC0311", source: "form F {\n    field a: text { autocorrection }\n}", expected: [
        "FC0311 2:21 'autocorrection' needs a value",
    ]),
    DiagnosticCase(id: "FC0311", source: "form F {\n    field a: text { autocorrection on, off }\n}", expected: [
        "FC0311 2:40 'autocorrection' takes one value, found 2",
    ]),
    // A negative count is named as the number it is, not as "an integer".
    DiagnosticCase(id: "FC0311", source: "form F {\n    field c: choices { option \"a\"; option \"b\"; validate count(-1...1) }\n    field t: text { validate length(-2...5) }\n}", expected: [
        "FC0311 2:63 'count' expects a non-negative integer, found -1",
        "FC0311 3:37 'length' expects a non-negative integer, found -2",
    ]),
    DiagnosticCase(id: "FC0311", source: "form F {\n    field a: decimal { format number(fractionDigits: 39) }\n}", expected: [
        "FC0311 2:54 'fractionDigits:' expects an integer from 0 to 38, found 39",
    ]),
    // A currency code without its quotes is told as that, not with another currency's code.
    DiagnosticCase(id: "FC0311", source: "form F {\n    field a: currency(USD)\n    field b: currency(usd)\n    field c: currency(dollar)\n    field d: currency\n}", expected: [
        "FC0311 2:23 the currency code of field type 'currency' is a string in quotes, found 'USD'",
        "FC0311 3:23 the currency code of field type 'currency' is a string in quotes, found 'usd'",
        "FC0311 4:23 the currency code of field type 'currency' is a string in quotes, found 'dollar'",
        "FC0311 5:14 field type 'currency' needs one currency code",
    ]),
    DiagnosticCase(id: "FC0312", source: "form F {\n    field a: text { validate lenght(3...4) }\n}", expected: [
        "FC0312 2:30 unknown validator 'lenght'",
    ]),
    DiagnosticCase(id: "FC0313", source: "form F {\n    field name: text { validate range(1...3) }\n}", expected: [
        "FC0313 2:33 'range' does not apply to text field 'name'",
    ]),
    DiagnosticCase(id: "FC0314", source: "form F {\n    field age: int { default \"ten\" }\n    field d: date { default \"2023-02-29\" }\n}", expected: [
        "FC0314 2:30 default value of int field 'age' must be an integer, found a string",
        "FC0314 3:29 '2023-02-29' is not a date; date field 'd' takes \"YYYY-MM-DD\"",
    ]),
    // `today` is always after a day before `Literals.earliestToday`: no day is on or after
    // today and on or before it. The reverse, days up to today, is fine.
    DiagnosticCase(id: "FC0315", source: "form F {\n    field a: date { validate range(today...\"2020-01-01\") }\n    field b: date { validate range(\"2020-01-01\"...today) }\n    field c: date { validate range(today...\"2099-01-01\") }\n}", expected: [
        "FC0315 2:36 range 'today...\"2020-01-01\"' is empty: today is already after 2020-01-01, so no day can satisfy it",
    ]),
    DiagnosticCase(id: "FC0315", source: "form F {\n    field age: decimal { validate range(10.5...10.25) }\n}", expected: [
        "FC0315 2:41 range '10.5...10.25' is empty: no value can satisfy it",
    ]),
    // Lengths: only a range that not even the empty text satisfies is empty.
    DiagnosticCase(id: "FC0315", source: "form F {\n    field a: text { validate length(1..<1) }\n    field b: text { validate length(3...2) }\n    field c: text { validate length(..<0) }\n}", expected: [
        "FC0315 2:37 range '1..<1' is empty: no value can satisfy it",
        "FC0315 3:37 range '3...2' is empty: no value can satisfy it",
        "FC0315 4:37 range '..<0' is empty: no value can satisfy it",
    ]),
    DiagnosticCase(id: "FC0316", source: "form F {\n    field a: text { maxLength 0 }\n}", expected: [
        "FC0316 2:31 maxLength must be at least 1, found 0",
    ]),
    DiagnosticCase(id: "FC0317", source: "form F {\n    field price: currency(\"eur\")\n}", expected: [
        "FC0317 2:27 'eur' is not an ISO 4217 currency code",
    ]),
    // Codes outside ISO 4217's List one: withdrawn ones name their successor, others the nearest code.
    DiagnosticCase(id: "FC0317", source: "form F {\n    field a: currency(\"HRK\")\n    field b: currency(\"USX\")\n    field c: currency(\"QQQ\")\n    field d: decimal { format currency(code: \"EUX\") }\n}", expected: [
        "FC0201 2:11 'decimalPad' has no return key, so people cannot move on from 'a'",
        "FC0317 2:23 'HRK' is a withdrawn ISO 4217 currency code",
        "FC0201 3:11 'decimalPad' has no return key, so people cannot move on from 'b'",
        "FC0317 3:23 'USX' is not an ISO 4217 currency code",
        "FC0201 4:11 'decimalPad' has no return key, so people cannot move on from 'c'",
        "FC0317 4:23 'QQQ' is not an ISO 4217 currency code",
        "FC0317 5:46 'EUX' is not an ISO 4217 currency code",
    ]),
    // More fraction digits than the currency's minor units (a fuel price), and a range bound
    // and a default that a whole-yen field cannot hold.
    DiagnosticCase(id: "FC0245", source: "form F {\n    field account: int { maxLength 19 }\n    field amount: decimal { maxLength 20; validate range(0...0.30000000000000001) }\n    field n: int { validate range(0..<100) }\n    field tenth: text? { visible when amount == 0.10000000000000001 }\n    keyboardToolbar next, done\n}", expected: [
        "FC0245 2:36 int field 'account' takes numbers up to 9223372036854775807, beyond 9007199254740991 (2^53 - 1): JavaScript's JSON.parse and other readers that make every JSON number a double change such numbers (9007199254740993 reads as 9007199254740992)",
        "FC0245 3:39 maxLength 20 lets decimal field 'amount' take numbers with more than 15 significant digits, which JavaScript's JSON.parse and other readers that make every JSON number a double round (12345678901234567 reads as 12345678901234568)",
        "FC0245 3:62 range bound 0.30000000000000001 of 'amount' has 17 significant digits: JavaScript's JSON.parse and other readers that make every JSON number a double read it as 0.3, and judge the numbers near it otherwise than the app",
        "FC0245 5:49 0.10000000000000001 has 17 significant digits: JavaScript's JSON.parse and other readers that make every JSON number a double read it as 0.1, and decide the condition otherwise than the app",
    ]),
    DiagnosticCase(id: "FC0240", source: "form F {\n    field fuel: currency(\"USD\") { format currency(fractionDigits: 3) }\n    field yen: currency(\"JPY\") { format number(fractionDigits: 1) }\n    field fewer: currency(\"BHD\") { format currency(fractionDigits: 2) }\n}", expected: [
        "FC0201 2:11 'decimalPad' has no return key, so people cannot move on from 'fuel'",
        "FC0240 2:42 'fuel' takes 3 fraction digits, but USD has 2 fraction digits (ISO 4217)",
        "FC0201 3:11 'decimalPad' has no return key, so people cannot move on from 'yen'",
        "FC0240 3:41 'yen' takes 1 fraction digit, but JPY has no minor unit (ISO 4217)",
    ]),
    DiagnosticCase(id: "FC0380", source: "form F {\n    field a: decimal? { format currency(code: \"USD\") }\n    field b: double { format currency }\n}", expected: [
        "FC0201 2:11 'decimalPad' has no return key, so people cannot move on from 'a'",
        "FC0380 2:32 format 'currency' on decimal field 'a': an amount of money is a 'currency(...)' field",
        "FC0380 3:30 format 'currency' on double field 'b' names no currency: an amount of money is a 'currency(...)' field",
    ]),
    DiagnosticCase(id: "FC0318", source: "form F {\n    field password: secure { contentType newPassword }\n    field again: secure { contentType newPassword; validate equals(pasword) }\n}", expected: [
        "FC0318 3:68 'equals' names unknown field 'pasword'",
    ]),
    DiagnosticCase(id: "FC0319", source: "form F {\n    field a: text\n    field b: int { validate equals(a) }\n}", expected: [
        "FC0319 3:36 int field 'b' cannot equal text field 'a'",
    ]),
    DiagnosticCase(id: "FC0320", source: "form F {\n    field email: text\n    focus emial\n}", expected: [
        "FC0323 2:11 field 'email' is missing from the focus order",
        "FC0320 3:11 focus order names unknown field 'emial'",
    ]),
    DiagnosticCase(id: "FC0321", source: "form F {\n    field a: text\n    focus a, a\n}", expected: [
        "FC0321 3:14 'a' appears twice in the focus order",
    ]),
    DiagnosticCase(id: "FC0322", source: "form F {\n    field a: text { disabled }\n    field b: text\n    initialFocus a\n}", expected: [
        "FC0322 4:18 'initialFocus' names disabled field 'a', which cannot take focus",
    ]),
    DiagnosticCase(id: "FC0323", source: "form F {\n    field a: text\n    field b: text\n    focus a\n}", expected: [
        "FC0323 3:11 field 'b' is missing from the focus order",
    ]),
    DiagnosticCase(id: "FC0324", source: "form F {\n    field a: text { validate pattern(\"\\\\d(\") }\n}", expected: [
        "FC0324 2:42 invalid pattern: unterminated group: '(' at offset 2 is never closed",
    ]),
    DiagnosticCase(id: "FC0325", source: "form F {\n    field a: text { validate pattern(\"(?<=a)b\") }\n}", expected: [
        "FC0325 2:39 pattern may behave differently in Swift and JSON Schema: lookbehind '(?<=' is not in the JSON Schema interoperable subset; Swift, Python and web validators may disagree",
    ]),
    DiagnosticCase(id: "FC0326", source: "form F {\n    field country: text\n    field state: text { hidden when country != \"US\" }\n}", expected: [
        "FC0326 3:32 'hidden' cannot take a condition",
    ]),
    DiagnosticCase(id: "FC0327", source: "form F {\n    field a: stepper\n    field b: picker\n    field c: slider\n}", expected: [
        "FC0327 2:14 'stepper' is a SwiftUI control, not a field type: write 'int'",
        "FC0327 3:14 'picker' is a SwiftUI control, not a field type: write 'choice'",
        "FC0327 4:14 'slider' is a SwiftUI control, not a field type: write 'int'",
    ]),
    DiagnosticCase(id: "FC0360", source: "form F {\n    field news: toggle?\n    field terms: toggle? { validate required }\n}", expected: [
        "FC0360 2:23 a toggle field cannot be optional: it is always on or off",
        "FC0360 3:24 a toggle field cannot be optional: it is always on or off",
    ]),
    DiagnosticCase(id: "FC0361", source: "form F {\n    field c: choice { option \"\"; option \"A\" }\n}", expected: [
        "FC0361 2:30 an option of choice field 'c' is empty",
    ]),
    DiagnosticCase(id: "FC0362", source: "form F {\n    field c: choice { option \"A\"; option \"A\", label: \"Again\" }\n}", expected: [
        "FC0362 2:42 option \"A\" appears twice in choice field 'c'",
    ]),
    DiagnosticCase(id: "FC0363", source: "form F {\n    field c: choice\n    field d: choice? { label \"D\" }\n}", expected: [
        "FC0363 2:11 choice field 'c' has no options",
        "FC0363 3:11 choice field 'd' has no options",
    ]),
    DiagnosticCase(id: "FC0364", source: "form F {\n    field c: choice { option \"US\"; option \"CA\"; default \"us\" }\n}", expected: [
        "FC0364 2:57 default \"us\" is not an option of choice field 'c'",
    ]),
    DiagnosticCase(id: "FC0365", source: "form F {\n    field c: choice { option \"A\"; pickerStyle navigationLink }\n    field d: choice { option \"A\"; pickerStyle menu }\n}", expected: [
        "FC0365 2:47 picker style 'navigationLink' needs iOS 16, but form 'F' targets iOS 15",
    ]),
    DiagnosticCase(id: "FC0366", source: "form F {\n    field d: date { validate range(\"2024-01-01\"..<\"2025-01-01\") }\n    field e: date { validate range(today...) }\n}", expected: [
        "FC0366 2:36 a date range includes both of its days: write '...' instead of '..<' in '\"2024-01-01\"..<\"2025-01-01\"'",
    ]),
    DiagnosticCase(id: "FC0328", source: "form F {\n    validateOn blurr\n    field a: text\n}", expected: [
        "FC0328 2:16 unknown value 'blurr' for 'validateOn'",
    ]),
    DiagnosticCase(id: "FC0329", source: "form F {\n    field a: text { validate required(mesage: \"x\") }\n}", expected: [
        "FC0329 2:39 unknown argument label 'mesage:' for 'required'",
    ]),
    DiagnosticCase(id: "FC0330", source: "form F {\n    platform iOS 14\n    field a: text\n}", expected: [
        "FC0330 2:18 formc needs iOS 15 or later, found iOS 14",
    ]),
    DiagnosticCase(id: "FC0331", source: "form F {\n    field a: int { format date }\n}", expected: [
        "FC0331 2:27 format 'date' does not apply to int field 'a'",
    ]),
    DiagnosticCase(id: "FC0332", source: "form F {\n    title \"Empty\"\n}", expected: [
        "FC0332 1:6 form 'F' has no fields",
    ]),
    DiagnosticCase(id: "FC0333", source: "form F {\n    // formc:ignore FC9999\n    field a: text\n}", expected: [
        "FC0333 2:21 unknown diagnostic id 'FC9999' in 'formc:ignore'",
    ]),
    DiagnosticCase(id: "FC0334", source: "form F {\n    field a: text { validate required, required }\n}", expected: [
        "FC0334 2:40 'required' is listed twice for field 'a'",
    ]),
    DiagnosticCase(id: "FC0335", source: "form F {\n    field a: text { validate equals(a) }\n}", expected: [
        "FC0335 2:37 field 'a' cannot be compared with itself",
    ]),
    // A number field takes digits, separators and a minus sign: `allowedCharacters` would do
    // nothing there, so it is refused rather than dropped.
    DiagnosticCase(id: "FC0336", source: "form F {\n    field n: int { allowedCharacters \"0123456789\" }\n    field p: decimal { allowedCharacters \"0123456789.\" }\n    keyboardToolbar next, done\n}", expected: [
        "FC0336 2:20 'allowedCharacters' does not apply to int field 'n'",
        "FC0336 3:24 'allowedCharacters' does not apply to decimal field 'p'",
    ]),
    DiagnosticCase(id: "FC0336", source: "form F {\n    field a: text { allowNegative }\n}", expected: [
        "FC0336 2:21 'allowNegative' does not apply to text field 'a'",
    ]),
    DiagnosticCase(id: "FC0337", source: "form F {\n    field a: text\n    field d: date\n    focus a, d\n}", expected: [
        "FC0337 4:14 date field 'd' cannot take keyboard focus",
    ]),
    DiagnosticCase(id: "FC0338", source: "form F {\n    field submit: text\n    field class: text\n    field hashValue: int\n}", expected: [
        "FC0338 2:11 field name 'submit' is reserved in the Swift generated for form 'F'",
        "FC0338 4:11 field name 'hashValue' is reserved in the Swift generated for form 'F'",
    ]),
    DiagnosticCase(id: "FC0339", source: "form F {\n    field a: text { validate length(0) }\n    field b: text { validate length(0...0) }\n    field c: text? { validate length(0..<1) }\n    field d: multiline { validate length(...0) }\n}", expected: [
        "FC0339 2:37 'length(0)' allows only the empty text",
        "FC0339 3:37 'length(0...0)' allows only the empty text",
        "FC0339 4:38 'length(0..<1)' allows only the empty text",
        "FC0339 5:42 'length(...0)' allows only the empty text",
    ]),
    DiagnosticCase(id: "FC0340", source: "form F {\n    field a: text { validate pattern(\"" + String(repeating: "(", count: 65) + "a" + String(repeating: ")", count: 65) + "\") }\n}", expected: [
        "FC0340 2:103 pattern too deeply nested: the group at offset 64 is nested more than 64 levels deep, formc's limit (ICU refuses about 100); simplify the pattern",
    ]),
    DiagnosticCase(id: "FC0341", source: "form F {\n    field a: text { validate pattern(\"X(a+)+y\") }\n}", expected: [
        "FC0341 2:40 pattern can backtrack catastrophically: '(a+)+' can match the same text in more than one way (one repetition or two), so rejecting a long value can take exponential time in backtracking engines such as Python's re and browsers'; write 'a+', which matches the same values",
    ]),
    DiagnosticCase(id: "FC0255", source: "form F {\n    field t: choices { option \"a\"; option \"b\"; option \"c\"; default [\"a\"]; validate count(2...3) }\n}", expected: [
        "FC0255 2:68 default picks 1 option of choices field 't', but its count needs at least 2",
    ]),
    DiagnosticCase(id: "FC0256", source: "form F {\n    field t: choices { option \"a\"; option \"b\"; validate count(...2) }\n    field u: choices { option \"a\"; option \"b\"; validate count(0...) }\n}", expected: [
        "FC0256 2:63 'count(...2)' allows every pick of choices field 't' (2 options), so it checks nothing",
        "FC0256 3:63 'count(0...)' allows every pick of choices field 'u' (2 options), so it checks nothing",
    ]),
    DiagnosticCase(id: "FC0257", source: "form F {\n    field t: choices { option \"a\"; option \"b\"; validate required, count(1...2) }\n}", expected: [
        "FC0257 2:57 'required' adds nothing to 'count(1...2)' on choices field 't', which already needs a pick",
    ]),
    DiagnosticCase(id: "FC0390", source: "form F {\n    field t: choices { option \"a\"; option \"b\"; validate count(1...3) }\n    field u: choices { option \"a\"; option \"b\"; validate count(3...) }\n}", expected: [
        "FC0390 2:63 'count(1...3)' allows more options than choices field 't' has (2)",
        "FC0390 3:63 'count(3...)' needs more options than choices field 'u' has (2)",
    ]),
    DiagnosticCase(id: "FC0391", source: "form F {\n    field t: choices { option \"a\"; option \"b\"; validate count(2...1) }\n    field u: choices { option \"a\"; validate count(0) }\n    field v: choices { option \"a\"; validate count(..<1) }\n}", expected: [
        "FC0391 2:63 'count(2...1)' is empty: no number of picks satisfies it",
        "FC0391 3:51 'count(0)' allows only picking nothing",
        "FC0391 4:51 'count(..<1)' allows only picking nothing",
    ]),
    DiagnosticCase(id: "FC0392", source: "form F {\n    field t: choices { option \"a\"; option \"b\"; default [\"a\", \"b\", \"a\"] }\n}", expected: [
        "FC0392 2:67 default names option \"a\" of choices field 't' twice",
    ]),
    DiagnosticCase(id: "FC0393", source: "form F {\n    field t: choices { option \"a\"; option \"b\"; option \"c\"; default [\"a\", \"b\"]; validate count(1) }\n}", expected: [
        "FC0393 2:68 default picks 2 options of choices field 't', but its count allows at most 1",
    ]),
    DiagnosticCase(id: "FC0394", source: "form F {\n    field t: choices { option \"a\"; option \"b\" }\n    field n: text? { visible when t == \"a\" }\n    focus n\n}", expected: [
        "FC0394 3:35 choices field 't' holds a set of options, which a condition cannot compare with a value",
    ]),
    DiagnosticCase(id: "ignore", source: "form F {\n    // formc:ignore FC0203\n    field age: int { keyboard decimalPad }\n    field b: int { keyboard decimalPad } // formc:ignore FC0203, FC0201\n}", expected: [
        "FC0201 3:31 'decimalPad' has no return key, so people cannot move on from 'age'",
    ]),
]

@Test(arguments: checkerDiagnosticCases)
func checkerReports(_ c: DiagnosticCase) {
    let checked = Checked(c.source)
    #expect(checked.syntaxDiagnostics.isEmpty, "the snippet must parse cleanly")
    #expect(checked.lines == c.expected)
    if c.id.hasPrefix("FC") {
        #expect(checked.diagnostics.contains { $0.id == c.id }, "\(c.id) must be reported")
    }
}

@Test func everyCheckerIdHasACase() {
    let covered = Set((checkerDiagnosticCases + styleDiagnosticCases + stepperDiagnosticCases).map(\.id)
                      + computedDiagnosticCases.map { String($0.id.prefix(6)) })
    // Condition diagnostics (FC028x) have their cases in ConditionCheckerTests.
    for code in DiagnosticCode.allCases where (code.id.hasPrefix("FC02") && !code.id.hasPrefix("FC028")) || code.id.hasPrefix("FC03") {
        #expect(covered.contains(code.id), "no test snippet for \(code.id)")
    }
}

/// FC0315's help fits why the range is empty: swapping the bounds mends `3...2`, but not
/// `1..<1` or `..<0`, where the half-open end leaves the range with nothing in it.
@Test(arguments: [
    ("length(3...2)", "put the smaller bound first"),
    ("length(3..<2)", "put the smaller bound first"),
    ("length(1..<1)", "'..<' leaves out its upper bound: raise the upper bound, or write '...' to include it"),
    ("length(..<0)", "'..<' leaves out its upper bound: raise the upper bound, or write '...' to include it"),
    ("range(5...1)", "put the smaller bound first"),
    ("range(1..<1)", "'..<' leaves out its upper bound: raise the upper bound, or write '...' to include it"),
])
func emptyRangeHelpSaysWhatMendsIt(_ validator: String, _ help: String) {
    let type = validator.hasPrefix("length") ? "text?" : "int?"
    let checked = Checked("form F {\n    field x: \(type) { validate \(validator) }\n}")
    let empty = checked.diagnostics.filter { $0.id == "FC0315" }
    #expect(empty.count == 1, "\(validator): \(checked.diagnostics.map(\.message))")
    #expect(empty.first?.help == help, "\(validator)")
}
