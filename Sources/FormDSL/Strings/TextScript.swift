/// Whether a form's texts are written in its `language` (FC0512), told by their letters'
/// writing system: a `language "zh-Hans"` form whose labels are "Amount" and "Submit" would
/// record English as Chinese source text in its catalog, and no translator would be asked.
///
/// The signal is the script, the one thing about a language that letters show without a
/// dictionary: Han for Chinese, kana or Han for Japanese, Hangul for Korean, Cyrillic for
/// Russian, Latin for English, German, French... A form is flagged only when none of its texts
/// has a letter in its language's script and some have letters of another: a Chinese form may
/// well label a field "Email", and a language that shares the script of the texts (a German
/// form written in English) cannot be told apart this way. Languages and scripts formc does not
/// know are never flagged. A form without `language` is in English: Chinese texts there are
/// flagged too.
enum TextScript: Equatable {
    case latin, greek, cyrillic, armenian, hebrew, arabic, devanagari, bengali, thai, georgian, hangul, kana, han

    /// The script's name, for messages.
    var name: String {
        switch self {
        case .latin: return "Latin"
        case .greek: return "Greek"
        case .cyrillic: return "Cyrillic"
        case .armenian: return "Armenian"
        case .hebrew: return "Hebrew"
        case .arabic: return "Arabic"
        case .devanagari: return "Devanagari"
        case .bengali: return "Bengali"
        case .thai: return "Thai"
        case .georgian: return "Georgian"
        case .hangul: return "Hangul"
        case .kana: return "kana"
        case .han: return "Han"
        }
    }

    /// The scripts texts in the language of `tag` are written in, or nil for a language formc
    /// does not know the script of. A script subtag decides (`sr-Latn`, `zh-Hant`); else the
    /// language's usual script.
    static func expected(forLanguage tag: String) -> [TextScript]? {
        let parts = tag.split(separator: "-").map { $0.lowercased() }
        guard let language = parts.first else { return nil }
        if parts.count > 1, parts[1].count == 4 {
            switch parts[1] {
            case "latn": return [.latin]
            case "cyrl": return [.cyrillic]
            case "grek": return [.greek]
            case "arab": return [.arabic]
            case "hebr": return [.hebrew]
            case "hans", "hant", "hani": return [.han]
            case "jpan": return [.han, .kana]
            case "kore": return [.hangul, .han]
            case "deva": return [.devanagari]
            case "beng": return [.bengali]
            case "thai": return [.thai]
            case "geor": return [.georgian]
            case "armn": return [.armenian]
            default: return nil
            }
        }
        switch language {
        case "zh", "yue": return [.han]
        case "ja": return [.han, .kana]
        case "ko": return [.hangul, .han]
        case "ru", "uk", "be", "bg", "mk", "kk", "ky", "mn", "tg": return [.cyrillic]
        case "sr": return [.cyrillic, .latin]
        case "el": return [.greek]
        case "he", "yi": return [.hebrew]
        case "ar", "fa", "ur", "ps": return [.arabic]
        case "hi", "mr", "ne": return [.devanagari]
        case "bn": return [.bengali]
        case "th": return [.thai]
        case "ka": return [.georgian]
        case "hy": return [.armenian]
        case "en", "de", "fr", "es", "it", "pt", "nl", "sv", "da", "nb", "nn", "no", "fi", "is", "pl", "cs", "sk",
             "sl", "hr", "bs", "hu", "ro", "tr", "az", "vi", "id", "ms", "fil", "tl", "sw", "ca", "eu", "gl", "et",
             "lv", "lt", "sq", "mt", "ga", "cy", "af", "zu", "xh", "uz":
            return [.latin]
        default: return nil
        }
    }

    /// The script of a letter, by its Unicode block; nil for a character that is no letter, or
    /// a letter of a script formc does not list.
    static func of(_ scalar: Unicode.Scalar) -> TextScript? {
        let v = scalar.value
        if v < 0x80 {
            return (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v) ? .latin : nil
        }
        guard scalar.properties.isAlphabetic else { return nil }
        switch v {
        case 0xC0...0x24F, 0x1E00...0x1EFF, 0x2C60...0x2C7F, 0xA720...0xA7FF, 0xFF21...0xFF3A, 0xFF41...0xFF5A: return .latin
        case 0x370...0x3FF, 0x1F00...0x1FFF: return .greek
        case 0x400...0x52F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F: return .cyrillic
        case 0x530...0x58F: return .armenian
        case 0x590...0x5FF, 0xFB1D...0xFB4F: return .hebrew
        case 0x600...0x6FF, 0x750...0x77F, 0x8A0...0x8FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return .arabic
        case 0x900...0x97F: return .devanagari
        case 0x980...0x9FF: return .bengali
        case 0xE00...0xE7F: return .thai
        case 0x10A0...0x10FF, 0x1C90...0x1CBF: return .georgian
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xD7B0...0xD7FF: return .hangul
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: return .kana
        case 0x3005...0x3007, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F: return .han
        default: return nil
        }
    }

    /// Whether `text` is written in one of `scripts`: true when a letter is, false when it
    /// has letters only of other scripts formc knows, nil when it has none of either (digits,
    /// punctuation, an emoji).
    static func isWritten(_ text: String, in scripts: [TextScript]) -> Bool? {
        var other = false
        for scalar in text.unicodeScalars {
            guard let script = of(scalar) else { continue }
            if scripts.contains(script) { return true }
            other = true
        }
        return other ? false : nil
    }

    /// The indices of `texts` written in another script than the language of `tag`, when none
    /// of the author's texts is written in its script; else none. `texts` are one form's;
    /// `made` are those formc made (a label from the field's name, the submit button's
    /// "Submit"), which tell nothing of the author's language, so they never count as written
    /// in it, but are marked with the rest.
    static func notInLanguage(_ texts: [(text: String, made: Bool)], tag: String) -> [Int] {
        guard let scripts = expected(forLanguage: tag) else { return [] }
        var foreign: [Int] = []
        for (i, text) in texts.enumerated() {
            switch isWritten(text.text, in: scripts) {
            case true?: if !text.made { return [] }
            case false?: foreign.append(i)
            case nil: break
            }
        }
        return foreign
    }

    /// The submit button's label when the form writes none. A form that writes it is told apart
    /// by nothing in the model, so the word counts as formc's wherever it appears.
    static let defaultSubmitLabel = "Submit"
}
