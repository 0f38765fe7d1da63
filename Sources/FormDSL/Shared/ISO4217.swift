/// ISO 4217 currency codes and their minor units: what `currency("...")` and `format
/// currency(code:)` accept, and how many fraction digits an amount in each currency has.
///
/// Source: ISO 4217 "List one: Currency, fund and precious metal codes" as published by SIX
/// Financial Information AG (the ISO 4217 maintenance agency), publication date 2026-01-01;
/// taken 2026-11-25. Every alphabetic code of the list is here once (a currency shared by
/// several countries is one row), funds (`CLF`, `USN`, ...) and the `X` codes included.
/// docs/LANGUAGE.md ("Currencies") says the same; `ISO4217Tests` pins sample rows and the
/// cross-checks against Foundation.
///
/// When SIX publishes a new list (codes added or withdrawn, minor units changed), update the
/// rows and `publicationDate` together, and the dates in docs/LANGUAGE.md.
enum ISO4217 {
    /// The publication date of the list the rows reflect (List one's `Pblshd`).
    static let publicationDate = "2026-01-01"
    /// The day the rows were taken from that list.
    static let takenOn = "2026-11-25"

    /// One row of List one.
    struct Currency: Sendable, Hashable {
        /// The alphabetic code: three capital ASCII letters.
        let code: String
        /// The numeric code (`840` for `USD`).
        let number: Int
        /// The digits after the decimal separator of an amount (`CcyMnrUnts`): 2 for `USD`, 0
        /// for `JPY`, 3 for `BHD`. Nil where the list says "N.A." (gold, SDR, `XXX`, ...): no
        /// minor unit, so no limit.
        let minorUnits: Int?
        /// The currency's name as the list writes it.
        let name: String
    }

    /// The rows, in code order.
    static let currencies: [Currency] = [
        Currency(code: "AED", number: 784, minorUnits: 2, name: "UAE Dirham"),
        Currency(code: "AFN", number: 971, minorUnits: 2, name: "Afghani"),
        Currency(code: "ALL", number: 8, minorUnits: 2, name: "Lek"),
        Currency(code: "AMD", number: 51, minorUnits: 2, name: "Armenian Dram"),
        Currency(code: "AOA", number: 973, minorUnits: 2, name: "Kwanza"),
        Currency(code: "ARS", number: 32, minorUnits: 2, name: "Argentine Peso"),
        Currency(code: "AUD", number: 36, minorUnits: 2, name: "Australian Dollar"),
        Currency(code: "AWG", number: 533, minorUnits: 2, name: "Aruban Florin"),
        Currency(code: "AZN", number: 944, minorUnits: 2, name: "Azerbaijan Manat"),
        Currency(code: "BAM", number: 977, minorUnits: 2, name: "Convertible Mark"),
        Currency(code: "BBD", number: 52, minorUnits: 2, name: "Barbados Dollar"),
        Currency(code: "BDT", number: 50, minorUnits: 2, name: "Taka"),
        Currency(code: "BHD", number: 48, minorUnits: 3, name: "Bahraini Dinar"),
        Currency(code: "BIF", number: 108, minorUnits: 0, name: "Burundi Franc"),
        Currency(code: "BMD", number: 60, minorUnits: 2, name: "Bermudian Dollar"),
        Currency(code: "BND", number: 96, minorUnits: 2, name: "Brunei Dollar"),
        Currency(code: "BOB", number: 68, minorUnits: 2, name: "Boliviano"),
        Currency(code: "BOV", number: 984, minorUnits: 2, name: "Mvdol"),
        Currency(code: "BRL", number: 986, minorUnits: 2, name: "Brazilian Real"),
        Currency(code: "BSD", number: 44, minorUnits: 2, name: "Bahamian Dollar"),
        Currency(code: "BTN", number: 64, minorUnits: 2, name: "Ngultrum"),
        Currency(code: "BWP", number: 72, minorUnits: 2, name: "Pula"),
        Currency(code: "BYN", number: 933, minorUnits: 2, name: "Belarusian Ruble"),
        Currency(code: "BZD", number: 84, minorUnits: 2, name: "Belize Dollar"),
        Currency(code: "CAD", number: 124, minorUnits: 2, name: "Canadian Dollar"),
        Currency(code: "CDF", number: 976, minorUnits: 2, name: "Congolese Franc"),
        Currency(code: "CHE", number: 947, minorUnits: 2, name: "WIR Euro"),
        Currency(code: "CHF", number: 756, minorUnits: 2, name: "Swiss Franc"),
        Currency(code: "CHW", number: 948, minorUnits: 2, name: "WIR Franc"),
        Currency(code: "CLF", number: 990, minorUnits: 4, name: "Unidad de Fomento"),
        Currency(code: "CLP", number: 152, minorUnits: 0, name: "Chilean Peso"),
        Currency(code: "CNY", number: 156, minorUnits: 2, name: "Yuan Renminbi"),
        Currency(code: "COP", number: 170, minorUnits: 2, name: "Colombian Peso"),
        Currency(code: "COU", number: 970, minorUnits: 2, name: "Unidad de Valor Real"),
        Currency(code: "CRC", number: 188, minorUnits: 2, name: "Costa Rican Colon"),
        Currency(code: "CUP", number: 192, minorUnits: 2, name: "Cuban Peso"),
        Currency(code: "CVE", number: 132, minorUnits: 2, name: "Cabo Verde Escudo"),
        Currency(code: "CZK", number: 203, minorUnits: 2, name: "Czech Koruna"),
        Currency(code: "DJF", number: 262, minorUnits: 0, name: "Djibouti Franc"),
        Currency(code: "DKK", number: 208, minorUnits: 2, name: "Danish Krone"),
        Currency(code: "DOP", number: 214, minorUnits: 2, name: "Dominican Peso"),
        Currency(code: "DZD", number: 12, minorUnits: 2, name: "Algerian Dinar"),
        Currency(code: "EGP", number: 818, minorUnits: 2, name: "Egyptian Pound"),
        Currency(code: "ERN", number: 232, minorUnits: 2, name: "Nakfa"),
        Currency(code: "ETB", number: 230, minorUnits: 2, name: "Ethiopian Birr"),
        Currency(code: "EUR", number: 978, minorUnits: 2, name: "Euro"),
        Currency(code: "FJD", number: 242, minorUnits: 2, name: "Fiji Dollar"),
        Currency(code: "FKP", number: 238, minorUnits: 2, name: "Falkland Islands Pound"),
        Currency(code: "GBP", number: 826, minorUnits: 2, name: "Pound Sterling"),
        Currency(code: "GEL", number: 981, minorUnits: 2, name: "Lari"),
        Currency(code: "GHS", number: 936, minorUnits: 2, name: "Ghana Cedi"),
        Currency(code: "GIP", number: 292, minorUnits: 2, name: "Gibraltar Pound"),
        Currency(code: "GMD", number: 270, minorUnits: 2, name: "Dalasi"),
        Currency(code: "GNF", number: 324, minorUnits: 0, name: "Guinean Franc"),
        Currency(code: "GTQ", number: 320, minorUnits: 2, name: "Quetzal"),
        Currency(code: "GYD", number: 328, minorUnits: 2, name: "Guyana Dollar"),
        Currency(code: "HKD", number: 344, minorUnits: 2, name: "Hong Kong Dollar"),
        Currency(code: "HNL", number: 340, minorUnits: 2, name: "Lempira"),
        Currency(code: "HTG", number: 332, minorUnits: 2, name: "Gourde"),
        Currency(code: "HUF", number: 348, minorUnits: 2, name: "Forint"),
        Currency(code: "IDR", number: 360, minorUnits: 2, name: "Rupiah"),
        Currency(code: "ILS", number: 376, minorUnits: 2, name: "New Israeli Sheqel"),
        Currency(code: "INR", number: 356, minorUnits: 2, name: "Indian Rupee"),
        Currency(code: "IQD", number: 368, minorUnits: 3, name: "Iraqi Dinar"),
        Currency(code: "IRR", number: 364, minorUnits: 2, name: "Iranian Rial"),
        Currency(code: "ISK", number: 352, minorUnits: 0, name: "Iceland Krona"),
        Currency(code: "JMD", number: 388, minorUnits: 2, name: "Jamaican Dollar"),
        Currency(code: "JOD", number: 400, minorUnits: 3, name: "Jordanian Dinar"),
        Currency(code: "JPY", number: 392, minorUnits: 0, name: "Yen"),
        Currency(code: "KES", number: 404, minorUnits: 2, name: "Kenyan Shilling"),
        Currency(code: "KGS", number: 417, minorUnits: 2, name: "Som"),
        Currency(code: "KHR", number: 116, minorUnits: 2, name: "Riel"),
        Currency(code: "KMF", number: 174, minorUnits: 0, name: "Comorian Franc"),
        Currency(code: "KPW", number: 408, minorUnits: 2, name: "North Korean Won"),
        Currency(code: "KRW", number: 410, minorUnits: 0, name: "Won"),
        Currency(code: "KWD", number: 414, minorUnits: 3, name: "Kuwaiti Dinar"),
        Currency(code: "KYD", number: 136, minorUnits: 2, name: "Cayman Islands Dollar"),
        Currency(code: "KZT", number: 398, minorUnits: 2, name: "Tenge"),
        Currency(code: "LAK", number: 418, minorUnits: 2, name: "Lao Kip"),
        Currency(code: "LBP", number: 422, minorUnits: 2, name: "Lebanese Pound"),
        Currency(code: "LKR", number: 144, minorUnits: 2, name: "Sri Lanka Rupee"),
        Currency(code: "LRD", number: 430, minorUnits: 2, name: "Liberian Dollar"),
        Currency(code: "LSL", number: 426, minorUnits: 2, name: "Loti"),
        Currency(code: "LYD", number: 434, minorUnits: 3, name: "Libyan Dinar"),
        Currency(code: "MAD", number: 504, minorUnits: 2, name: "Moroccan Dirham"),
        Currency(code: "MDL", number: 498, minorUnits: 2, name: "Moldovan Leu"),
        Currency(code: "MGA", number: 969, minorUnits: 2, name: "Malagasy Ariary"),
        Currency(code: "MKD", number: 807, minorUnits: 2, name: "Denar"),
        Currency(code: "MMK", number: 104, minorUnits: 2, name: "Kyat"),
        Currency(code: "MNT", number: 496, minorUnits: 2, name: "Tugrik"),
        Currency(code: "MOP", number: 446, minorUnits: 2, name: "Pataca"),
        Currency(code: "MRU", number: 929, minorUnits: 2, name: "Ouguiya"),
        Currency(code: "MUR", number: 480, minorUnits: 2, name: "Mauritius Rupee"),
        Currency(code: "MVR", number: 462, minorUnits: 2, name: "Rufiyaa"),
        Currency(code: "MWK", number: 454, minorUnits: 2, name: "Malawi Kwacha"),
        Currency(code: "MXN", number: 484, minorUnits: 2, name: "Mexican Peso"),
        Currency(code: "MXV", number: 979, minorUnits: 2, name: "Mexican Unidad de Inversion (UDI)"),
        Currency(code: "MYR", number: 458, minorUnits: 2, name: "Malaysian Ringgit"),
        Currency(code: "MZN", number: 943, minorUnits: 2, name: "Mozambique Metical"),
        Currency(code: "NAD", number: 516, minorUnits: 2, name: "Namibia Dollar"),
        Currency(code: "NGN", number: 566, minorUnits: 2, name: "Naira"),
        Currency(code: "NIO", number: 558, minorUnits: 2, name: "Cordoba Oro"),
        Currency(code: "NOK", number: 578, minorUnits: 2, name: "Norwegian Krone"),
        Currency(code: "NPR", number: 524, minorUnits: 2, name: "Nepalese Rupee"),
        Currency(code: "NZD", number: 554, minorUnits: 2, name: "New Zealand Dollar"),
        Currency(code: "OMR", number: 512, minorUnits: 3, name: "Rial Omani"),
        Currency(code: "PAB", number: 590, minorUnits: 2, name: "Balboa"),
        Currency(code: "PEN", number: 604, minorUnits: 2, name: "Sol"),
        Currency(code: "PGK", number: 598, minorUnits: 2, name: "Kina"),
        Currency(code: "PHP", number: 608, minorUnits: 2, name: "Philippine Peso"),
        Currency(code: "PKR", number: 586, minorUnits: 2, name: "Pakistan Rupee"),
        Currency(code: "PLN", number: 985, minorUnits: 2, name: "Zloty"),
        Currency(code: "PYG", number: 600, minorUnits: 0, name: "Guarani"),
        Currency(code: "QAR", number: 634, minorUnits: 2, name: "Qatari Rial"),
        Currency(code: "RON", number: 946, minorUnits: 2, name: "Romanian Leu"),
        Currency(code: "RSD", number: 941, minorUnits: 2, name: "Serbian Dinar"),
        Currency(code: "RUB", number: 643, minorUnits: 2, name: "Russian Ruble"),
        Currency(code: "RWF", number: 646, minorUnits: 0, name: "Rwanda Franc"),
        Currency(code: "SAR", number: 682, minorUnits: 2, name: "Saudi Riyal"),
        Currency(code: "SBD", number: 90, minorUnits: 2, name: "Solomon Islands Dollar"),
        Currency(code: "SCR", number: 690, minorUnits: 2, name: "Seychelles Rupee"),
        Currency(code: "SDG", number: 938, minorUnits: 2, name: "Sudanese Pound"),
        Currency(code: "SEK", number: 752, minorUnits: 2, name: "Swedish Krona"),
        Currency(code: "SGD", number: 702, minorUnits: 2, name: "Singapore Dollar"),
        Currency(code: "SHP", number: 654, minorUnits: 2, name: "Saint Helena Pound"),
        Currency(code: "SLE", number: 925, minorUnits: 2, name: "Leone"),
        Currency(code: "SOS", number: 706, minorUnits: 2, name: "Somali Shilling"),
        Currency(code: "SRD", number: 968, minorUnits: 2, name: "Surinam Dollar"),
        Currency(code: "SSP", number: 728, minorUnits: 2, name: "South Sudanese Pound"),
        Currency(code: "STN", number: 930, minorUnits: 2, name: "Dobra"),
        Currency(code: "SVC", number: 222, minorUnits: 2, name: "El Salvador Colon"),
        Currency(code: "SYP", number: 760, minorUnits: 2, name: "Syrian Pound"),
        Currency(code: "SZL", number: 748, minorUnits: 2, name: "Lilangeni"),
        Currency(code: "THB", number: 764, minorUnits: 2, name: "Baht"),
        Currency(code: "TJS", number: 972, minorUnits: 2, name: "Somoni"),
        Currency(code: "TMT", number: 934, minorUnits: 2, name: "Turkmenistan New Manat"),
        Currency(code: "TND", number: 788, minorUnits: 3, name: "Tunisian Dinar"),
        Currency(code: "TOP", number: 776, minorUnits: 2, name: "Pa’anga"),
        Currency(code: "TRY", number: 949, minorUnits: 2, name: "Turkish Lira"),
        Currency(code: "TTD", number: 780, minorUnits: 2, name: "Trinidad and Tobago Dollar"),
        Currency(code: "TWD", number: 901, minorUnits: 2, name: "New Taiwan Dollar"),
        Currency(code: "TZS", number: 834, minorUnits: 2, name: "Tanzanian Shilling"),
        Currency(code: "UAH", number: 980, minorUnits: 2, name: "Hryvnia"),
        Currency(code: "UGX", number: 800, minorUnits: 0, name: "Uganda Shilling"),
        Currency(code: "USD", number: 840, minorUnits: 2, name: "US Dollar"),
        Currency(code: "USN", number: 997, minorUnits: 2, name: "US Dollar (Next day)"),
        Currency(code: "UYI", number: 940, minorUnits: 0, name: "Uruguay Peso en Unidades Indexadas (UI)"),
        Currency(code: "UYU", number: 858, minorUnits: 2, name: "Peso Uruguayo"),
        Currency(code: "UYW", number: 927, minorUnits: 4, name: "Unidad Previsional"),
        Currency(code: "UZS", number: 860, minorUnits: 2, name: "Uzbekistan Sum"),
        Currency(code: "VED", number: 926, minorUnits: 2, name: "Bolívar Soberano"),
        Currency(code: "VES", number: 928, minorUnits: 2, name: "Bolívar Soberano"),
        Currency(code: "VND", number: 704, minorUnits: 0, name: "Dong"),
        Currency(code: "VUV", number: 548, minorUnits: 0, name: "Vatu"),
        Currency(code: "WST", number: 882, minorUnits: 2, name: "Tala"),
        Currency(code: "XAD", number: 396, minorUnits: 2, name: "Arab Accounting Dinar"),
        Currency(code: "XAF", number: 950, minorUnits: 0, name: "CFA Franc BEAC"),
        Currency(code: "XAG", number: 961, minorUnits: nil, name: "Silver"),
        Currency(code: "XAU", number: 959, minorUnits: nil, name: "Gold"),
        Currency(code: "XBA", number: 955, minorUnits: nil, name: "Bond Markets Unit European Composite Unit (EURCO)"),
        Currency(code: "XBB", number: 956, minorUnits: nil, name: "Bond Markets Unit European Monetary Unit (E.M.U.-6)"),
        Currency(code: "XBC", number: 957, minorUnits: nil, name: "Bond Markets Unit European Unit of Account 9 (E.U.A.-9)"),
        Currency(code: "XBD", number: 958, minorUnits: nil, name: "Bond Markets Unit European Unit of Account 17 (E.U.A.-17)"),
        Currency(code: "XCD", number: 951, minorUnits: 2, name: "East Caribbean Dollar"),
        Currency(code: "XCG", number: 532, minorUnits: 2, name: "Caribbean Guilder"),
        Currency(code: "XDR", number: 960, minorUnits: nil, name: "SDR (Special Drawing Right)"),
        Currency(code: "XOF", number: 952, minorUnits: 0, name: "CFA Franc BCEAO"),
        Currency(code: "XPD", number: 964, minorUnits: nil, name: "Palladium"),
        Currency(code: "XPF", number: 953, minorUnits: 0, name: "CFP Franc"),
        Currency(code: "XPT", number: 962, minorUnits: nil, name: "Platinum"),
        Currency(code: "XSU", number: 994, minorUnits: nil, name: "Sucre"),
        Currency(code: "XTS", number: 963, minorUnits: nil, name: "Codes specifically reserved for testing purposes"),
        Currency(code: "XUA", number: 965, minorUnits: nil, name: "ADB Unit of Account"),
        Currency(code: "XXX", number: 999, minorUnits: nil, name: "The codes assigned for transactions where no currency is involved"),
        Currency(code: "YER", number: 886, minorUnits: 2, name: "Yemeni Rial"),
        Currency(code: "ZAR", number: 710, minorUnits: 2, name: "Rand"),
        Currency(code: "ZMW", number: 967, minorUnits: 2, name: "Zambian Kwacha"),
        Currency(code: "ZWG", number: 924, minorUnits: 2, name: "Zimbabwe Gold"),
    ]

    /// The row of `code`, or nil when List one does not hold it (`"EUX"`, `"eur"`, a
    /// withdrawn code such as `"HRK"`): a binary search of `currencies`, which are in code
    /// order (`ISO4217Tests` pins it), so no table of codes is built at start-up.
    static func currency(_ code: String) -> Currency? {
        var low = 0, high = currencies.count
        while low < high {
            let middle = (low + high) / 2
            if currencies[middle].code < code { low = middle + 1 } else { high = middle }
        }
        return low < currencies.count && currencies[low].code == code ? currencies[low] : nil
    }

    /// The fraction digits an amount in `code` has: nil for a code not in the list and for
    /// codes without a minor unit.
    static func minorUnits(_ code: String) -> Int? { currency(code)?.minorUnits }

    /// Withdrawn codes (ISO 4217's List three) people still write, with the active code that
    /// replaced each: the euro's predecessors, and redenominations where a country's new
    /// currency took a new code. A withdrawn code is refused like any other code outside List
    /// one; this only names its successor in the message.
    private static let successors: [String: String] = [
        "ATS": "EUR", "BEF": "EUR", "CYP": "EUR", "DEM": "EUR", "EEK": "EUR", "ESP": "EUR", "FIM": "EUR",
        "FRF": "EUR", "GRD": "EUR", "HRK": "EUR", "IEP": "EUR", "ITL": "EUR", "LTL": "EUR", "LUF": "EUR",
        "LVL": "EUR", "MTL": "EUR", "NLG": "EUR", "PTE": "EUR", "SIT": "EUR", "SKK": "EUR",
        "ANG": "XCG", "BYR": "BYN", "CUC": "CUP", "GHC": "GHS", "MRO": "MRU", "MZM": "MZN", "ROL": "RON",
        "SLL": "SLE", "STD": "STN", "TMM": "TMT", "TRL": "TRY", "VEB": "VES", "VEF": "VES", "ZMK": "ZMW",
        "ZWL": "ZWG",
    ]

    /// The active code that replaced the withdrawn `code`, if `successors` knows one.
    static func successor(of code: String) -> String? { successors[code] }

    /// The active code nearest to `code`, for a did-you-mean: one letter away, preferring the
    /// code that shares the most leading letters (the first two name the country: `USX` is
    /// nearer `USD` than `UGX`), then the first in code order. Nil when no code is that near.
    static func nearest(to code: String) -> Currency? {
        guard code.unicodeScalars.count <= 4 else { return nil }
        var best: (row: Currency, shared: Int)?
        for row in currencies where Spelling.distance(code, row.code) == 1 {
            let shared = zip(code, row.code).prefix { $0 == $1 }.count
            if best == nil || shared > best!.shared { best = (row, shared) }
        }
        return best?.row
    }
}
