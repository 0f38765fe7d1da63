/// An Xcode String Catalog (`.xcstrings`), read so that formc can update it without losing
/// anything: every member formc does not manage (other keys' content, `shouldTranslate`,
/// plural `variations`, members a newer Xcode adds) is kept as it was.
///
/// The shape Xcode 15 writes: `{ "sourceLanguage", "strings": { KEY: { "comment",
/// "extractionState", "localizations": { LANGUAGE: { "stringUnit": { "state", "value" } } } } },
/// "version" }`. docs/LOCALIZATION.md cites the sources.
public struct StringCatalog: Sendable {
    /// The top-level members, `strings` included.
    public var members: [JSONMember]

    /// Why a catalog could not be read: the diagnostic, pointing into the catalog's bytes.
    public struct ReadError: Error, Sendable {
        /// FC0501 or FC0502.
        public var diagnostic: Diagnostic
    }

    /// An empty catalog in `sourceLanguage`.
    public init(sourceLanguage: String) {
        members = [JSONMember("sourceLanguage", .string(sourceLanguage)), JSONMember("strings", .object([])),
                   JSONMember("version", .string("1.0"))]
    }

    /// The catalog in `bytes`, or why it is not one.
    public static func read(_ bytes: [UInt8]) -> Result<StringCatalog, ReadError> {
        let value: JSONValue
        switch JSONReader.read(bytes) {
        case .success(let v): value = v
        case .failure(let error):
            return .failure(ReadError(diagnostic: Diagnostic(.catalogNotJSON, "the strings catalog is not JSON: \(error.message)",
                                                             at: .at(min(error.offset, bytes.count)))))
        }
        func notACatalog(_ why: String) -> Result<StringCatalog, ReadError> {
            .failure(ReadError(diagnostic: Diagnostic(.catalogNotAStringCatalog, "not a string catalog: \(why)", at: .at(0),
                                                      help: "an .xcstrings file is an object with 'sourceLanguage' and 'strings'")))
        }
        guard case .object(let members) = value else { return notACatalog("the document is not an object") }
        guard case .string? = value["sourceLanguage"] else { return notACatalog("'sourceLanguage' is missing or not a string") }
        guard case .object(let strings)? = value["strings"] else { return notACatalog("'strings' is missing or not an object") }
        for member in strings {
            guard case .object = member.value else { return notACatalog("the entry of key '\(member.key)' is not an object") }
        }
        return .success(StringCatalog(members: members))
    }

    private init(members: [JSONMember]) { self.members = members }

    /// The catalog's source language.
    public var sourceLanguage: String {
        if case .string(let tag)? = JSONValue.object(members)["sourceLanguage"] { return tag }
        return "en"
    }

    /// The keys of `strings`, in the file's order (the first of duplicates).
    public var keys: [String] {
        var seen = Set<[UInt8]>()
        return entries.map(\.key).filter { seen.insert($0.exactKey).inserted }
    }

    /// The `strings` object's members.
    var entries: [JSONMember] {
        if case .object(let strings)? = JSONValue.object(members)["strings"] { return strings }
        return []
    }

    /// The entry of `key`, as a catalog entry.
    public func entry(_ key: String) -> CatalogEntry? {
        guard let member = entries.first(where: { $0.key.isSameKey(key) }), case .object(let m) = member.value else { return nil }
        return CatalogEntry(members: m)
    }

    /// Every language some key has a localization in, and the source language, sorted.
    public var languages: [String] {
        var all = Set([sourceLanguage])
        for key in keys { all.formUnion(entry(key)?.localizationLanguages ?? []) }
        return all.sorted { CatalogKeyOrder.precedes($0, $1) }
    }

    /// The catalog as Xcode would save it.
    public var bytes: [UInt8] { CatalogPrinter.bytes(.object(members)) }

    /// The catalog brought up to date with a form's texts, without losing a translation:
    /// - a new key is added with its source text and comment, `extractionState` `manual`; the
    ///   source text is `translated`, or `needs_review` when it is not in the form's language;
    /// - a key whose source text changed gets the new text, and each of its translations
    ///   that was `translated` becomes `needs_review`;
    /// - a key the form no longer shows is marked `"extractionState" : "stale"`, its
    ///   translations kept; one shown again loses the mark;
    /// - everything else in the catalog stays as it was.
    ///
    /// `manual`, because the keys are not in Swift source for Xcode to extract: an
    /// extracted key Xcode cannot find again it would itself mark stale.
    public func updated(with inventory: StringInventory) -> StringCatalog {
        let source = inventory.sourceLanguage
        var strings = entries
        var index: [[UInt8]: Int] = [:]
        for (i, member) in strings.enumerated() where index[member.key.exactKey] == nil { index[member.key.exactKey] = i }
        var shown = Set<[UInt8]>()
        for item in inventory.entries {
            shown.insert(item.key.exactKey)
            let writesSource = item.template == nil || source == "en"
            if let i = index[item.key.exactKey], case .object(let m) = strings[i].value {
                var entry = CatalogEntry(members: m)
                entry.set("comment", .string(item.comment))
                entry.set("extractionState", .string("manual"))
                let old = entry.value(in: source)
                if writesSource, old != item.source {
                    // A changed text: its translations may no longer say the same. A source
                    // that was missing changes nothing a translator saw.
                    if old != nil {
                        for language in entry.localizationLanguages where language != source {
                            if entry.state(in: language) == "translated" { entry.setState("needs_review", in: language) }
                        }
                    }
                    entry.setSource(item.source, in: source, state: Self.sourceState(item))
                } else if writesSource, item.isNotInLanguage, entry.state(in: source) == "translated" {
                    entry.setState("needs_review", in: source)
                }
                strings[i].value = .object(entry.members)
            } else {
                var entry = CatalogEntry(members: [])
                entry.set("comment", .string(item.comment))
                entry.set("extractionState", .string("manual"))
                if writesSource { entry.setSource(item.source, in: source, state: Self.sourceState(item)) }
                index[item.key.exactKey] = strings.count
                strings.append(JSONMember(item.key, .object(entry.members)))
            }
        }
        for i in strings.indices where !shown.contains(strings[i].key.exactKey) {
            guard case .object(let m) = strings[i].value else { continue }
            var entry = CatalogEntry(members: m)
            entry.set("extractionState", .string("stale"))
            strings[i].value = .object(entry.members)
        }
        var catalog = self
        catalog.set("sourceLanguage", .string(source))
        catalog.set("strings", .object(strings))
        if JSONValue.object(catalog.members)["version"] == nil { catalog.set("version", .string("1.0")) }
        return catalog
    }

    private mutating func set(_ key: String, _ value: JSONValue) {
        if let i = members.firstIndex(where: { $0.key == key }) { members[i].value = value } else { members.append(JSONMember(key, value)) }
    }

    /// The state of a source text: `translated`, as Xcode writes a manual key's source, unless
    /// the text is not in the form's language (FC0512): then `needs_review`, so that the
    /// catalog does not pass English off as Chinese.
    static func sourceState(_ item: StringEntry) -> String {
        item.isNotInLanguage ? "needs_review" : "translated"
    }
}

extension StringCatalog {
    /// The text of `key` an app shows in `language`: the entry's string there, unless the key
    /// is stale or nobody has translated it: a translation in state `new` (Xcode adds a
    /// language's keys that way, with an empty or a copied value) or an empty one where the
    /// source text is not empty, so that the app falls back to the source text or formc's own
    /// translation rather than show nothing. What `.strings` files and web pages both carry.
    func shownText(_ key: String, in language: String) -> String? {
        guard let entry = entry(key), entry.extractionState != "stale", let value = entry.value(in: language) else { return nil }
        if language != sourceLanguage {
            if entry.state(in: language) == "new" { return nil }
            if value.isEmpty, entry.value(in: sourceLanguage).map({ !$0.isEmpty }) ?? true { return nil }
        }
        return value
    }
}

/// One key's entry in a catalog, with the members formc reads and writes.
public struct CatalogEntry: Sendable {
    /// The entry's members, unknown ones included.
    public var members: [JSONMember]

    /// The entry's `extractionState`, if any.
    public var extractionState: String? {
        if case .string(let s)? = JSONValue.object(members)["extractionState"] { return s }
        return nil
    }

    /// The languages the entry has a localization in.
    public var localizationLanguages: [String] {
        if case .object(let l)? = JSONValue.object(members)["localizations"] { return l.map(\.key) }
        return []
    }

    /// The localization of `language`'s members.
    func localization(_ language: String) -> [JSONMember]? {
        guard case .object(let l)? = JSONValue.object(members)["localizations"],
              case .object(let m)? = l.first(where: { $0.key == language })?.value else { return nil }
        return m
    }

    /// The `stringUnit` value in `language`, if it has one.
    public func value(in language: String) -> String? {
        guard let m = localization(language), case .string(let v)? = JSONValue.object(m)["stringUnit"]?["value"] else { return nil }
        return v
    }

    /// The `stringUnit` state in `language`, if it has one.
    public func state(in language: String) -> String? {
        guard let m = localization(language), case .string(let v)? = JSONValue.object(m)["stringUnit"]?["state"] else { return nil }
        return v
    }

    /// Whether `language` has plural or device `variations` instead of one string.
    public func hasVariations(in language: String) -> Bool {
        localization(language).map { JSONValue.object($0)["variations"] != nil } ?? false
    }

    mutating func set(_ key: String, _ value: JSONValue) {
        if let i = members.firstIndex(where: { $0.key == key }) { members[i].value = value } else { members.append(JSONMember(key, value)) }
    }

    /// Sets the source text and its `state` (`StringCatalog.sourceState`).
    mutating func setSource(_ text: String, in language: String, state: String) {
        updateUnit(in: language) { unit in
            unit = [JSONMember("state", .string(state)), JSONMember("value", .string(text))]
                + unit.filter { $0.key != "state" && $0.key != "value" }
        }
    }

    mutating func setState(_ state: String, in language: String) {
        updateUnit(in: language) { unit in
            if let i = unit.firstIndex(where: { $0.key == "state" }) { unit[i].value = .string(state) }
            else { unit.append(JSONMember("state", .string(state))) }
        }
    }

    private mutating func updateUnit(in language: String, _ change: (inout [JSONMember]) -> Void) {
        var localizations: [JSONMember] = []
        if case .object(let l)? = JSONValue.object(members)["localizations"] { localizations = l }
        var localization: [JSONMember] = []
        let at = localizations.firstIndex { $0.key == language }
        if let at, case .object(let m) = localizations[at].value { localization = m }
        var unit: [JSONMember] = []
        if case .object(let u)? = JSONValue.object(localization)["stringUnit"] { unit = u }
        change(&unit)
        if let i = localization.firstIndex(where: { $0.key == "stringUnit" }) { localization[i].value = .object(unit) }
        else { localization.append(JSONMember("stringUnit", .object(unit))) }
        if let at { localizations[at].value = .object(localization) } else { localizations.append(JSONMember(language, .object(localization))) }
        set("localizations", .object(localizations))
    }
}
