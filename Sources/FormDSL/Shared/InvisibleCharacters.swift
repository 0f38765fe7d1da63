/// The characters that hide text or change its order on screen, which formc never writes as
/// themselves into anything a person reads or a program runs: generated Swift and JavaScript
/// escape them, JSON and HTML write them as references, messages quote them as `\u{...}`, and
/// the terminal shows U+FFFD. One definition, so every output hides the same nothing.
///
/// - the controls: C0 (each output first writes its own line feed and tab), DEL and C1;
/// - U+2028 and U+2029, which end a line in JavaScript before ES2019 and in many editors;
/// - the bidirectional controls (ALM, LRM, RLM, the embeddings and overrides, the isolates):
///   the "Trojan Source" set, which makes a line read in another order than it runs;
/// - the zero-width space, the word joiner and the invisible operators, the deprecated format
///   controls, and the byte order mark.
///
/// The zero-width joiner and non-joiner (U+200C, U+200D) are not in it: they are part of how
/// Persian, the Indic scripts and emoji sequences are written, and show as those.
enum InvisibleCharacters {
    static func hides(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x2028, 0x2029: return true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        case 0x200B, 0x2060...0x2064, 0x206A...0x206F, 0xFEFF: return true
        default: return false
        }
    }
}
