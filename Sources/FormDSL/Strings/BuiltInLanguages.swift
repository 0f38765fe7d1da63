/// The languages FormRuntime ships translations of formc's default messages and view words
/// for (`FormRuntime.BuiltInTranslations.languages`; a test keeps the two lists equal).
///
/// A form in another language must write its own messages (warning FC0511), and a catalog
/// need not translate formc's templates into these languages.
public enum BuiltInLanguages {
    /// BCP 47 tags, as Xcode names `.lproj` folders.
    public static let tags: [String] = ["en", "zh-Hans", "de", "fr", "es", "ja"]

    /// Whether `tag` (any case, `_` or `-`) has built-in translations: the tag itself or a
    /// shorter prefix of it (`de-CH` → `de`), and plain Chinese of mainland China (`zh`, `zh-CN`).
    public static func covers(_ tag: String) -> Bool {
        builtInTag(for: tag) != nil
    }

    /// The built-in tag that serves `tag`, if any.
    public static func builtInTag(for tag: String) -> String? {
        var parts = tag.split(whereSeparator: { $0 == "_" || $0 == "-" }).map { String($0).lowercased() }
        if parts.first == "zh", parts.count == 1 || parts[1].count != 4 {
            let region = parts.count > 1 ? parts[1] : ""
            parts.insert(["tw", "hk", "mo"].contains(region) ? "hant" : "hans", at: 1)
        }
        while !parts.isEmpty {
            let candidate = parts.joined(separator: "-")
            if let found = tags.first(where: { $0.lowercased() == candidate }) { return found }
            parts.removeLast()
        }
        return nil
    }
}
