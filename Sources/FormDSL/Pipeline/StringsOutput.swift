/// What `formc generate --emit strings` writes for one `.form` file: its String Catalog
/// (`SignUp.xcstrings`, the table `SignUp`), brought up to date when one exists, and a plain
/// `.strings` file per language of the catalog (`de.lproj/SignUp.strings`).
///
/// Not an `OutputTarget`: those are pure functions of the checked file, and this one also
/// reads the catalog it updates. The CLI reads that file and passes its bytes in; nothing
/// here touches the file system.
public enum StringsOutput {
    /// The `--emit` spelling.
    public static let targetName = "strings"

    /// The table a `.form` file's texts live in: the file's name without `.form`
    /// (`SignUp.form` → `SignUp`), as its generated Swift file is named.
    public static func table(for model: CheckedFile, source: SourceFile) -> String {
        Generator.baseName(of: source, model: model)
    }

    /// `TABLE.xcstrings`.
    public static func catalogName(for model: CheckedFile, source: SourceFile) -> String {
        table(for: model, source: source) + ".xcstrings"
    }

    /// The catalog: `existing` (its bytes, if the file exists) updated with the form's
    /// texts, or a new one; or why `existing` cannot be updated (FC0501, FC0502).
    public static func catalog(for model: CheckedFile, existing: [UInt8]?) -> Result<StringCatalog, StringCatalog.ReadError> {
        let inventory = StringInventory(model)
        guard let existing else { return .success(StringCatalog(sourceLanguage: inventory.sourceLanguage).updated(with: inventory)) }
        return StringCatalog.read(existing).map { $0.updated(with: inventory) }
    }

    /// The catalog and the `.strings` files, named relative to the output directory.
    public static func files(for model: CheckedFile, source: SourceFile, existing: [UInt8]?) -> Result<[GeneratedFile], StringCatalog.ReadError> {
        catalog(for: model, existing: existing).map { catalog in
            [GeneratedFile(name: catalogName(for: model, source: source), bytes: catalog.bytes)]
                + StringsFile.files(for: catalog, table: table(for: model, source: source))
        }
    }
}
