import Testing
@testable import FormDSL

/// `SwiftChoiceNames` names option cases byte by byte and option types by looking through the
/// fields; these tests hold both to the plain definitions their doc comments give.
@Suite struct SwiftChoiceNamesTests {
    /// The definition, in Characters: words are runs of ASCII letters and digits, the first
    /// lowercased (whole if it has no lowercase letter), the others capitalised.
    static func referenceBase(_ value: String) -> String {
        var words: [String] = []
        var current = ""
        for scalar in value.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        var name = ""
        for (index, word) in words.enumerated() {
            if index == 0 {
                let isAcronym = word.allSatisfy { !$0.isLowercase }
                name += isAcronym ? word.lowercased() : word.prefix(1).lowercased() + word.dropFirst()
            } else {
                name += word.prefix(1).uppercased() + word.dropFirst()
            }
        }
        return name
    }

    @Test func baseIsTheDefinition() {
        let pieces = ["en", "US", "-", " ", "United", "states", "1", "42", "中文", "🇺🇸", "é", "e\u{301}", "_", "ß", "Ωmega", "aB", "x"]
        var random = SplitMix64(state: 0xC0DE_CA5E)
        for _ in 0..<3_000 {
            let value = (0..<random.below(6)).map { _ in pieces[random.below(pieces.count)] }.joined()
            #expect(SwiftChoiceNames.base(value) == Self.referenceBase(value), "\(value)")
        }
        #expect(SwiftChoiceNames.base("en-US") == "enUS")
        #expect(SwiftChoiceNames.base("United States") == "unitedStates")
        #expect(SwiftChoiceNames.base("US") == "us")
        #expect(SwiftChoiceNames.base("美国") == "")
    }

    /// Type names skip the fields' names and each other: `country` and a field already
    /// called `CountryOption` give `CountryOption2`.
    @Test func typeNamesSkipTakenNames() {
        let checked = Checked("""
            form F {
                field country: choice { option "a" }
                field CountryOption: text
                field CountryOption2: text
                field sizes: choices { option "s" }
                field size: choice { option "m" }
                field Size: choice { option "l" }
            }
            """)
        let fields = checked.model.forms[0].fields
        let names = SwiftChoiceNames.typeNames(for: fields)
        #expect(names == ["CountryOption3", nil, nil, "SizesOption", "SizeOption", "SizeOption2"])
        #expect(SwiftChoiceNames.typeNames(for: Array(fields[1...2])) == [nil, nil])
    }

    /// Case names as caseNames' doc comment defines them: a name an earlier option took gets
    /// `_2`, `_3`, ... (counting past names the suffix itself makes), a reserved name `_`, a
    /// leading digit `_`, a value without ASCII letters or digits `option` and its position.
    @Test func caseNamesFollowTheirDefinition() {
        #expect(SwiftChoiceNames.caseNames(["us", "US", "Us", "u-s", "us 2"]) == ["us", "us_2", "us_3", "uS", "us2"])
        #expect(SwiftChoiceNames.caseNames(["a", "a_2", "A", "a"]) == ["a", "a2", "a_2", "a_3"])
        #expect(SwiftChoiceNames.caseNames(["rawValue", "none", "Self", "1", "", "中文", "self"])
                == ["rawValue_", "none_", "self_", "_1", "option5", "option6", "self__2"])
        #expect(SwiftChoiceNames.caseNames([]) == [])
    }
}
