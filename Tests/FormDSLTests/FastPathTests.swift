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
        let fast = FileChecker.asciiPasswordVerdict(text)
        #expect(fast != nil, "\(text) is ASCII")
        #expect(fast! == FileChecker.passwordVerdict(text), "verdict differs for \(text.debugDescription)")
    }
    #expect(FileChecker.asciiPasswordVerdict("contraseña") == nil)
    #expect(FileChecker.asciiPasswordVerdict("密码") == nil)
    #expect(FileChecker.asciiPasswordVerdict("pin") == .some(true))
    #expect(FileChecker.asciiPasswordVerdict("passwordHint") == .some(false))
    #expect(FileChecker.asciiPasswordVerdict("email") == .some(nil))
}

@Test func isNearMatchesTheDistance() {
    let words = ["field", "fiel", "fieeld", "feild", "section", "sectoin", "form", "from", "forms",
                 "label", "prompt", "keyboard", "contentType", "f", "", "FIELD", "Field", "fïeld",
                 "İeld", "validate", "sect", "sections", "secton", "fo", "formm", "firm"]
    for word in words {
        for keyword in ["field", "section", "form"] {
            let expected = word != keyword && Spelling.distance(word, keyword) <= Spelling.tolerance(for: keyword)
            #expect(Spelling.isNear(word, keyword) == expected, "\(word) vs \(keyword)")
        }
    }
}
