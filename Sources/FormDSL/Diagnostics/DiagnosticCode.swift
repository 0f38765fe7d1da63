/// Every diagnostic formc can produce, each with a stable id.
///
/// Ids never change meaning once published: CI configurations, `// formc:ignore` comments and
/// SARIF baselines refer to them. Ranges: FC00xx lexical, FC01xx syntax, FC02xx SwiftUI text
/// input pitfalls (warnings), FC028x conditions (warnings), FC03xx names, types and
/// consistency, FC04xx conditions (errors), FC05xx localization (strings catalogs and the
/// form's `language`), FC09xx the driver.
/// `docs/DIAGNOSTICS.md` explains each one with an example; `formc explain ID` prints the summary.
public enum DiagnosticCode: String, CaseIterable, Sendable {
    // MARK: Lexical
    case invalidUTF8 = "FC0001"
    case unexpectedCharacter = "FC0002"
    case unterminatedString = "FC0003"
    case unterminatedComment = "FC0004"
    case invalidEscape = "FC0005"
    case invalidUnicodeEscape = "FC0006"
    case numberTooLarge = "FC0007"
    case nonASCIIIdentifier = "FC0008"
    case malformedNumber = "FC0009"

    // MARK: Syntax
    case expectedToken = "FC0101"
    case expectedForm = "FC0102"
    case nestingTooDeep = "FC0103"
    case tooManyErrors = "FC0104"
    case misspeltKeyword = "FC0105"
    case unexpectedClosingBrace = "FC0106"

    // MARK: SwiftUI text-input pitfalls
    case noReturnKey = "FC0201"
    case noMinusKey = "FC0202"
    case keyboardTypeMismatch = "FC0203"
    case intOverflow = "FC0204"
    case secureWithoutPasswordContentType = "FC0205"
    case passwordNotSecure = "FC0206"
    case contentTypeKeyboardConflict = "FC0207"
    case emailAutocapitalization = "FC0208"
    case submitLabelPosition = "FC0209"
    case requiredOptional = "FC0210"
    case contentTypeTooNew = "FC0211"
    case disabledInFocusOrder = "FC0212"
    case multilineSubmit = "FC0213"
    case multilineInFocusChain = "FC0214"
    case emptyLabel = "FC0215"
    case maxLengthBelowMinimum = "FC0216"
    case negativeNeverAllowed = "FC0217"
    case defaultFailsValidation = "FC0218"
    case duplicateShortcut = "FC0219"
    case rangeBeyondMaxLength = "FC0220"
    case fractionDigitsOnIntegerKeyboard = "FC0221"
    case hardCodedSeparator = "FC0222"
    case keyboardDoesNotFilter = "FC0223"
    case shortcutShadowsEditingCommand = "FC0224"
    case negativeRangeWithoutAllowNegative = "FC0225"
    case deprecatedKeyboardName = "FC0226"
    case contentTypeNotANumber = "FC0227"
    case rangeBeyondFractionDigits = "FC0228"
    case keyboardCannotTypeLetters = "FC0229"
    case capitalsAgainstPattern = "FC0230"
    case styleWithoutEffect = "FC0231"
    case validityBorderWithoutRules = "FC0232"
    case textFieldStyleOnTextEditor = "FC0233"
    case stepperIgnoresProperty = "FC0234"
    case stepperDefaultOffStep = "FC0235"
    case stepperRangeOffStep = "FC0236"
    case patternNeedsMissingKey = "FC0237"
    case requiredToggleStartsOn = "FC0250"

    // MARK: Currencies (warnings)
    case fractionDigitsBeyondMinorUnits = "FC0240"

    // MARK: Numbers that readers of JSON doubles change (warnings)
    case numberBeyondDoubles = "FC0245"

    // MARK: Multiple choices (warnings)
    case defaultBelowCount = "FC0255"
    case countAllowsEverything = "FC0256"
    case requiredWithCount = "FC0257"

    // MARK: Conditions (warnings)
    case conditionNeverTrue = "FC0280"
    case conditionAlwaysTrue = "FC0281"
    case conditionRepeatsComparison = "FC0282"
    case requiredWhenExcludedByVisibility = "FC0283"
    case initialFocusConditional = "FC0284"

    // MARK: Names, types and consistency
    case unknownProperty = "FC0301"
    case propertyNotAllowedHere = "FC0302"
    case duplicateProperty = "FC0303"
    case duplicateField = "FC0304"
    case duplicateForm = "FC0305"
    case unknownFieldType = "FC0306"
    case unknownKeyboard = "FC0307"
    case unknownContentType = "FC0308"
    case unknownSubmitLabel = "FC0309"
    case unknownAutocapitalization = "FC0310"
    case wrongArgument = "FC0311"
    case unknownValidator = "FC0312"
    case validatorNotApplicable = "FC0313"
    case literalTypeMismatch = "FC0314"
    case emptyRange = "FC0315"
    case nonPositiveMaxLength = "FC0316"
    case invalidCurrencyCode = "FC0317"
    case equalsUnknownField = "FC0318"
    case equalsTypeMismatch = "FC0319"
    case focusUnknownField = "FC0320"
    case focusRepeatedField = "FC0321"
    case initialFocusInvalid = "FC0322"
    case fieldMissingFromFocusOrder = "FC0323"
    case invalidPattern = "FC0324"
    case nonPortablePattern = "FC0325"
    case conditionNotSupported = "FC0326"
    case fieldKindNotSupported = "FC0327"
    case unknownOption = "FC0328"
    case unknownArgumentLabel = "FC0329"
    case invalidPlatform = "FC0330"
    case formatNotApplicable = "FC0331"
    case formWithoutFields = "FC0332"
    case unknownIgnoredCode = "FC0333"
    case duplicateValidator = "FC0334"
    case equalsSelf = "FC0335"
    case propertyNotApplicable = "FC0336"
    case fieldNotFocusable = "FC0337"
    case reservedFieldName = "FC0338"
    case onlyEmptyText = "FC0339"
    case patternNestedTooDeep = "FC0340"
    case patternBacktracking = "FC0341"
    case optionalNotAllowed = "FC0360"
    case emptyOption = "FC0361"
    case duplicateOption = "FC0362"
    case choiceWithoutOptions = "FC0363"
    case defaultNotAnOption = "FC0364"
    case pickerStyleTooNew = "FC0365"
    case halfOpenDateRange = "FC0366"
    case passwordRevealNotSecure = "FC0370"
    case clearButtonNotApplicable = "FC0371"
    case textFieldStyleNotApplicable = "FC0372"
    case validityBorderNotApplicable = "FC0373"
    case linesNotMultiline = "FC0374"
    case invalidLines = "FC0375"

    // MARK: Currencies (errors)
    case currencyFormatOnPlainNumber = "FC0380"

    // MARK: Multiple choices (errors)
    case countAboveOptions = "FC0390"
    case countAllowsNothing = "FC0391"
    case defaultRepeatsOption = "FC0392"
    case defaultAboveCount = "FC0393"
    case conditionComparesChoices = "FC0394"

    // MARK: Steppers
    case stepperNotInt = "FC0385"
    case stepperWithoutBounds = "FC0386"
    case invalidStep = "FC0387"
    case optionalStepper = "FC0388"

    // MARK: Conditions (errors)
    case conditionUnknownField = "FC0401"
    case conditionTypeMismatch = "FC0402"
    case conditionOrdersText = "FC0403"
    case conditionComparesDate = "FC0404"
    case conditionCycle = "FC0405"
    case conditionComparesFieldWithItself = "FC0406"
    case conditionComparesTwoFields = "FC0407"
    case conditionNotACondition = "FC0408"
    case requiredWhenNotOptional = "FC0409"
    case conditionMissingWhen = "FC0410"
    case conditionComparesToggle = "FC0411"
    case conditionNotAnOption = "FC0412"

    // MARK: Localization
    case catalogNotJSON = "FC0501"
    case catalogNotAStringCatalog = "FC0502"
    case catalogMissingKey = "FC0503"
    case catalogMissingTranslation = "FC0504"
    case catalogStaleKey = "FC0505"
    case catalogNeedsReview = "FC0506"
    case catalogFormatMismatch = "FC0507"
    case catalogSourceChanged = "FC0508"
    case catalogSourceLanguage = "FC0509"
    case invalidLanguageTag = "FC0510"
    case noBuiltInTranslations = "FC0511"
    case textsNotInFormLanguage = "FC0512"

    // MARK: Driver
    case cannotReadFile = "FC0901"

    /// The id as written in messages and `formc:ignore` comments: `FC0301`.
    public var id: String { rawValue }

    /// The severity every diagnostic of this code has; `--strict` makes warnings fail a run, not errors.
    public var defaultSeverity: Severity {
        switch self {
        case .invalidUTF8, .unexpectedCharacter, .unterminatedString, .unterminatedComment,
             .invalidEscape, .invalidUnicodeEscape, .numberTooLarge, .nonASCIIIdentifier, .malformedNumber,
             .expectedToken, .expectedForm, .nestingTooDeep, .misspeltKeyword, .unexpectedClosingBrace,
             .intOverflow,
             .unknownProperty, .propertyNotAllowedHere, .duplicateProperty, .duplicateField, .duplicateForm,
             .unknownFieldType, .unknownKeyboard, .unknownSubmitLabel, .unknownAutocapitalization,
             .wrongArgument, .unknownValidator, .validatorNotApplicable, .literalTypeMismatch, .emptyRange,
             .nonPositiveMaxLength, .invalidCurrencyCode, .equalsUnknownField, .equalsTypeMismatch,
             .focusUnknownField, .focusRepeatedField, .initialFocusInvalid, .invalidPattern,
             .conditionNotSupported, .fieldKindNotSupported, .unknownOption, .unknownArgumentLabel,
             .invalidPlatform, .formatNotApplicable, .equalsSelf, .propertyNotApplicable, .fieldNotFocusable, .reservedFieldName,
             .patternNestedTooDeep, .optionalNotAllowed, .emptyOption, .duplicateOption, .choiceWithoutOptions,
             .defaultNotAnOption, .pickerStyleTooNew, .halfOpenDateRange,
             .passwordRevealNotSecure, .clearButtonNotApplicable, .textFieldStyleNotApplicable,
             .validityBorderNotApplicable, .linesNotMultiline, .invalidLines,
             .conditionUnknownField, .conditionTypeMismatch, .conditionOrdersText, .conditionComparesDate, .conditionCycle,
             .conditionComparesFieldWithItself, .conditionComparesTwoFields, .conditionNotACondition,
             .requiredWhenNotOptional, .conditionMissingWhen, .conditionComparesToggle, .conditionNotAnOption,
             .currencyFormatOnPlainNumber,
             .countAboveOptions, .countAllowsNothing, .defaultRepeatsOption, .defaultAboveCount, .conditionComparesChoices,
             .stepperNotInt, .stepperWithoutBounds, .invalidStep, .optionalStepper,
             .catalogNotJSON, .catalogNotAStringCatalog, .catalogFormatMismatch, .invalidLanguageTag,
             .cannotReadFile:
            return .error
        case .tooManyErrors:
            return .note
        case .noReturnKey, .noMinusKey, .keyboardTypeMismatch, .secureWithoutPasswordContentType,
             .passwordNotSecure, .contentTypeKeyboardConflict, .emailAutocapitalization,
             .submitLabelPosition, .requiredOptional, .contentTypeTooNew, .disabledInFocusOrder,
             .multilineSubmit, .multilineInFocusChain, .emptyLabel, .maxLengthBelowMinimum,
             .negativeNeverAllowed, .defaultFailsValidation, .duplicateShortcut, .rangeBeyondMaxLength,
             .fractionDigitsOnIntegerKeyboard, .hardCodedSeparator, .keyboardDoesNotFilter,
             .shortcutShadowsEditingCommand, .negativeRangeWithoutAllowNegative, .deprecatedKeyboardName,
             .contentTypeNotANumber, .rangeBeyondFractionDigits, .keyboardCannotTypeLetters, .capitalsAgainstPattern,
             .unknownContentType, .fieldMissingFromFocusOrder, .nonPortablePattern, .formWithoutFields,
             .unknownIgnoredCode, .duplicateValidator, .onlyEmptyText, .patternBacktracking,
             .requiredToggleStartsOn, .styleWithoutEffect, .validityBorderWithoutRules, .textFieldStyleOnTextEditor,
             .stepperIgnoresProperty, .stepperDefaultOffStep, .stepperRangeOffStep, .patternNeedsMissingKey,
             .conditionNeverTrue, .conditionAlwaysTrue, .conditionRepeatsComparison, .requiredWhenExcludedByVisibility,
             .initialFocusConditional,
             .fractionDigitsBeyondMinorUnits, .numberBeyondDoubles,
             .defaultBelowCount, .countAllowsEverything, .requiredWithCount,
             .catalogMissingKey, .catalogMissingTranslation, .catalogStaleKey, .catalogNeedsReview, .catalogSourceChanged,
             .catalogSourceLanguage, .noBuiltInTranslations, .textsNotInFormLanguage:
            return .warning
        }
    }

    /// A short name for the rule: SARIF's `shortDescription`, GitHub's annotation title.
    public var title: String {
        switch self {
        case .invalidUTF8: return "Invalid UTF-8"
        case .unexpectedCharacter: return "Unexpected character"
        case .unterminatedString: return "Unterminated string literal"
        case .unterminatedComment: return "Unterminated block comment"
        case .invalidEscape: return "Invalid escape sequence"
        case .invalidUnicodeEscape: return "Invalid Unicode escape"
        case .numberTooLarge: return "Number literal too large"
        case .nonASCIIIdentifier: return "Non-ASCII identifier"
        case .malformedNumber: return "Malformed number literal"
        case .expectedToken: return "Unexpected token"
        case .expectedForm: return "Expected a form declaration"
        case .nestingTooDeep: return "Nesting too deep"
        case .tooManyErrors: return "Too many errors"
        case .misspeltKeyword: return "Misspelt keyword"
        case .unexpectedClosingBrace: return "Unmatched closing brace"
        case .noReturnKey: return "Keyboard has no return key"
        case .noMinusKey: return "Negative numbers cannot be typed"
        case .keyboardTypeMismatch: return "Keyboard does not fit the value type"
        case .intOverflow: return "Integer input can overflow Int"
        case .secureWithoutPasswordContentType: return "Secure field without a password content type"
        case .passwordNotSecure: return "Password typed into a visible field"
        case .contentTypeKeyboardConflict: return "Content type contradicts the keyboard"
        case .emailAutocapitalization: return "Email or URL is autocapitalised or autocorrected"
        case .submitLabelPosition: return "Submit label does not match the focus order"
        case .requiredOptional: return "Required field has an optional type"
        case .contentTypeTooNew: return "Content type needs a newer iOS"
        case .disabledInFocusOrder: return "Disabled field in the focus order"
        case .multilineSubmit: return "Submit label on a multiline field"
        case .multilineInFocusChain: return "Multiline field cannot move focus on"
        case .emptyLabel: return "Empty label"
        case .maxLengthBelowMinimum: return "maxLength makes the field impossible to fill"
        case .negativeNeverAllowed: return "allowNegative contradicts the range"
        case .defaultFailsValidation: return "Default value fails validation"
        case .duplicateShortcut: return "Keyboard shortcut used twice"
        case .rangeBeyondMaxLength: return "Range cannot be reached within maxLength"
        case .fractionDigitsOnIntegerKeyboard: return "Fraction digits cannot be typed"
        case .hardCodedSeparator: return "Hard-coded decimal separator"
        case .keyboardDoesNotFilter: return "Keyboard type does not restrict input"
        case .shortcutShadowsEditingCommand: return "Shortcut replaces a standard editing command"
        case .negativeRangeWithoutAllowNegative: return "Negative range without allowNegative"
        case .deprecatedKeyboardName: return "Deprecated keyboard name"
        case .contentTypeNotANumber: return "Content type does not fit a number field"
        case .rangeBeyondFractionDigits: return "Range needs more fraction digits than the format takes"
        case .keyboardCannotTypeLetters: return "Keyboard cannot type the allowed letters"
        case .capitalsAgainstPattern: return "Autocapitalization against a lowercase pattern"
        case .requiredToggleStartsOn: return "Required toggle starts on"
        case .styleWithoutEffect: return "Form style that no field takes"
        case .validityBorderWithoutRules: return "Validity border on a field without rules"
        case .textFieldStyleOnTextEditor: return "Text field style on a TextEditor"
        case .stepperIgnoresProperty: return "Keyboard property on a stepper"
        case .stepperDefaultOffStep: return "Stepper starts between its steps"
        case .stepperRangeOffStep: return "Stepper range is not a whole number of steps"
        case .patternNeedsMissingKey: return "Pattern needs a character the keyboard has no key for"
        case .conditionNeverTrue: return "Condition is never true"
        case .conditionAlwaysTrue: return "Condition is always true"
        case .conditionRepeatsComparison: return "Condition repeats a comparison"
        case .requiredWhenExcludedByVisibility: return "required when is never in effect"
        case .initialFocusConditional: return "Initial focus on a field that may be hidden"
        case .unknownProperty: return "Unknown property"
        case .propertyNotAllowedHere: return "Property not allowed here"
        case .duplicateProperty: return "Duplicate property"
        case .duplicateField: return "Duplicate field"
        case .duplicateForm: return "Duplicate form"
        case .unknownFieldType: return "Unknown field type"
        case .unknownKeyboard: return "Unknown keyboard type"
        case .unknownContentType: return "Unknown text content type"
        case .unknownSubmitLabel: return "Unknown submit label"
        case .unknownAutocapitalization: return "Unknown autocapitalization"
        case .wrongArgument: return "Wrong argument"
        case .unknownValidator: return "Unknown validator"
        case .validatorNotApplicable: return "Validator does not fit the field type"
        case .literalTypeMismatch: return "Value does not fit the field type"
        case .emptyRange: return "Empty range"
        case .nonPositiveMaxLength: return "maxLength is not positive"
        case .invalidCurrencyCode: return "Invalid currency code"
        case .equalsUnknownField: return "equals() names an unknown field"
        case .equalsTypeMismatch: return "equals() compares different types"
        case .focusUnknownField: return "Focus order names an unknown field"
        case .focusRepeatedField: return "Focus order repeats a field"
        case .initialFocusInvalid: return "Invalid initial focus"
        case .fieldMissingFromFocusOrder: return "Field missing from the focus order"
        case .invalidPattern: return "Invalid pattern"
        case .nonPortablePattern: return "Pattern is not portable"
        case .conditionNotSupported: return "Condition not supported on this property"
        case .fieldKindNotSupported: return "A control's name as a field type"
        case .unknownOption: return "Unknown option"
        case .unknownArgumentLabel: return "Unknown argument label"
        case .invalidPlatform: return "Invalid platform"
        case .formatNotApplicable: return "Format does not fit the field type"
        case .formWithoutFields: return "Form without fields"
        case .unknownIgnoredCode: return "Unknown diagnostic id in formc:ignore"
        case .duplicateValidator: return "Duplicate validator"
        case .equalsSelf: return "equals() names its own field"
        case .propertyNotApplicable: return "Property does not fit the field type"
        case .fieldNotFocusable: return "Field cannot take focus"
        case .reservedFieldName: return "Field name is reserved in generated Swift"
        case .onlyEmptyText: return "Length allows only the empty text"
        case .patternNestedTooDeep: return "Pattern nested too deep"
        case .patternBacktracking: return "Pattern can backtrack catastrophically"
        case .optionalNotAllowed: return "Field kind cannot be optional"
        case .conditionUnknownField: return "Condition names an unknown field"
        case .conditionTypeMismatch: return "Condition compares different types"
        case .conditionOrdersText: return "Condition orders text"
        case .conditionComparesDate: return "Condition compares a date with something not a day"
        case .conditionCycle: return "Visibility depends on itself"
        case .conditionComparesFieldWithItself: return "Condition compares a field with itself"
        case .conditionComparesTwoFields: return "Condition compares two fields"
        case .conditionNotACondition: return "Not a condition"
        case .requiredWhenNotOptional: return "required when on a non-optional field"
        case .conditionMissingWhen: return "Condition without when"
        case .conditionComparesToggle: return "Condition compares a toggle"
        case .conditionNotAnOption: return "Condition compares a choice with a value it does not offer"
        case .fractionDigitsBeyondMinorUnits: return "More fraction digits than the currency has"
        case .numberBeyondDoubles: return "Number that a double-based reader changes"
        case .currencyFormatOnPlainNumber: return "Currency format on a plain number field"
        case .countAboveOptions: return "Count asks for more options than the field has"
        case .countAllowsNothing: return "Count allows no pick"
        case .defaultRepeatsOption: return "Default names an option twice"
        case .defaultAboveCount: return "Default picks more options than the count allows"
        case .conditionComparesChoices: return "Condition compares a multiple choice"
        case .defaultBelowCount: return "Default picks fewer options than the count asks for"
        case .countAllowsEverything: return "Count allows every pick"
        case .requiredWithCount: return "required beside a count that already needs a pick"
        case .stepperNotInt: return "Stepper on a field that is not int"
        case .stepperWithoutBounds: return "Stepper without both bounds"
        case .invalidStep: return "Step that cannot move the stepper"
        case .optionalStepper: return "Optional stepper"
        case .emptyOption: return "Empty option"
        case .duplicateOption: return "Duplicate option"
        case .choiceWithoutOptions: return "Choice without options"
        case .defaultNotAnOption: return "Default is not an option"
        case .pickerStyleTooNew: return "Picker style newer than the platform"
        case .halfOpenDateRange: return "Half-open date range"
        case .passwordRevealNotSecure: return "Password reveal on a field that is not secure"
        case .clearButtonNotApplicable: return "Clear button on a field without one line of text"
        case .textFieldStyleNotApplicable: return "Text field style on a control that is not a text field"
        case .validityBorderNotApplicable: return "Validity border on a control without typed text"
        case .linesNotMultiline: return "Lines on a field that is not multiline"
        case .invalidLines: return "Invalid number of lines"
        case .catalogNotJSON: return "Strings catalog is not JSON"
        case .catalogNotAStringCatalog: return "Not a string catalog"
        case .catalogMissingKey: return "Text missing from the strings catalog"
        case .catalogMissingTranslation: return "Translation missing"
        case .catalogStaleKey: return "Stale key in the strings catalog"
        case .catalogNeedsReview: return "Translation needs review"
        case .catalogFormatMismatch: return "Translation's format arguments differ"
        case .catalogSourceChanged: return "Source text changed since the catalog was generated"
        case .catalogSourceLanguage: return "Catalog's source language differs from the form's"
        case .invalidLanguageTag: return "Invalid language tag"
        case .noBuiltInTranslations: return "No built-in translations for the form's language"
        case .textsNotInFormLanguage: return "Texts are not in the form's language"
        case .cannotReadFile: return "Cannot read file"
        }
    }

    /// Looks up a code by its id (`"FC0203"`), case-insensitively.
    ///
    /// A plain search of `allCases`, a few thousand instructions: `init(rawValue:)` builds a
    /// table of every id on its first call, which costs a run that looks up one id (a
    /// `formc:ignore` comment) some twenty times that.
    public static func byID(_ id: String) -> DiagnosticCode? {
        let id = id.uppercased()
        return allCases.first { $0.rawValue == id }
    }
}
