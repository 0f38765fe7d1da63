/// What `formc generate` can produce from a checked file.
public enum OutputTarget: String, CaseIterable, Sendable {
    /// One Swift file per `.form` file: values, model and SwiftUI view of each form.
    case swift
    /// A JSON Schema (2020-12) of each form's submitted values; docs/JSON-SCHEMA.md.
    case jsonSchema = "json-schema"
    /// A react-jsonschema-form uiSchema for each form; docs/JSON-SCHEMA.md.
    case uiSchema = "ui-schema"
    /// A standalone page and an ES module of each form, for browsers and Node; docs/WEB.md.
    /// Two files per form: only into a directory (`-o DIR/`).
    case web
    /// An ODK XForm 1.0 of each form, for ODK Collect, Enketo and JavaRosa; docs/XFORM.md.
    /// One document per form: standard output (or `-o FILE`) takes a file of one form.
    case xform

    /// The `--emit` spelling.
    public var name: String { rawValue }
}

/// One output file: a name relative to the output directory, and its full contents as UTF-8.
public struct GeneratedFile: Sendable, Hashable {
    public var name: String
    public var bytes: [UInt8]

    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }

    public init(name: String, contents: String) {
        self.init(name: name, bytes: Array(contents.utf8))
    }

    /// The contents as a String (which checks and copies them all: tests and tools, not the
    /// generation path).
    public var contents: String { String(decoding: bytes, as: UTF8.self) }
}

/// The last stage of the pipeline: checked model → output bytes. Pure: no files are touched
/// here, so the CLI can render everything first and write only when every input is clean.
///
/// Output is UTF-8 bytes end to end: the emitters write bytes and the CLI writes them, so a
/// large output is never copied into a `String` (which would check all of it again).
public enum Generator {
    /// The files `-o DIR` gets for one input, named after the input (`Login.form` →
    /// `Login.swift`) or after each form (`SignUp.schema.json`, `SignUp.ui.json`), as the
    /// target defines.
    public static func files(for model: CheckedFile, source: SourceFile, target: OutputTarget,
                             schemaOptions: JSONSchemaEmitter.Options = .init(),
                             swiftOptions: SwiftEmitter.Options = .init()) -> [GeneratedFile] {
        switch target {
        case .swift:
            return [GeneratedFile(name: swiftFileName(of: source, model: model),
                                  bytes: SwiftEmitter.emitBytes(model, sourceName: fileName(of: source), options: swiftOptions))]
        case .jsonSchema:
            return model.forms.map {
                GeneratedFile(name: JSONSchemaEmitter.fileName(for: $0),
                              bytes: JSONPrinter.printBytes(JSONSchemaEmitter.schema(for: $0, options: schemaOptions)))
            }
        case .uiSchema:
            return model.forms.map {
                GeneratedFile(name: UISchemaEmitter.fileName(for: $0),
                              bytes: JSONPrinter.printBytes(UISchemaEmitter.uiSchema(for: $0)))
            }
        case .web:
            return webFiles(for: model, source: source)
        case .xform:
            return model.forms.map { GeneratedFile(name: XFormEmitter.fileName(for: $0), contents: XFormEmitter.xform(for: $0)) }
        }
    }

    /// `NAME.js` and `NAME.html` of every form of the file; with `catalog` (the file's String
    /// Catalog, as `--emit web,strings` writes it), both hold its translations.
    public static func webFiles(for model: CheckedFile, source: SourceFile, catalog: StringCatalog? = nil) -> [GeneratedFile] {
        let table = baseName(of: source, model: model)
        return model.forms.flatMap { form in
            let module = WebEmitter.module(for: form, table: table, catalog: catalog)
            return [GeneratedFile(name: form.name + ".js", contents: module),
                    GeneratedFile(name: form.name + ".html", contents: WebEmitter.page(for: form, module: module))]
        }
    }

    /// What standard output (or `-o FILE`) gets for one input, as UTF-8.
    /// `schemaOptions` set the JSON Schema's `$id`s, `swiftOptions` the Swift's access level;
    /// other targets ignore them.
    public static func singleBytes(for model: CheckedFile, source: SourceFile, target: OutputTarget,
                                   schemaOptions: JSONSchemaEmitter.Options = .init(),
                                   swiftOptions: SwiftEmitter.Options = .init()) -> [UInt8] {
        switch target {
        case .swift:
            return SwiftEmitter.emitBytes(model, sourceName: fileName(of: source), options: swiftOptions)
        case .jsonSchema:
            return JSONPrinter.printBytes(JSONSchemaEmitter.document(for: model, options: schemaOptions))
        case .uiSchema:
            return JSONPrinter.printBytes(UISchemaEmitter.document(for: model))
        case .web:
            // Two files per form need a directory; the command line says so before it gets
            // here. Standard output would get the modules one after another.
            return Array(model.forms.map { WebEmitter.module(for: $0, table: baseName(of: source, model: model)) }.joined(separator: "\n").utf8)
        case .xform:
            // An XML document has one root: a file of several forms needs a directory, which
            // the command line says before it gets here. Here the first form's.
            return Array((model.forms.first.map(XFormEmitter.xform(for:)) ?? "").utf8)
        }
    }

    /// `singleBytes` as a String.
    public static func single(for model: CheckedFile, source: SourceFile, target: OutputTarget,
                              schemaOptions: JSONSchemaEmitter.Options = .init(),
                              swiftOptions: SwiftEmitter.Options = .init()) -> String {
        String(decoding: singleBytes(for: model, source: source, target: target, schemaOptions: schemaOptions,
                                     swiftOptions: swiftOptions), as: UTF8.self)
    }

    /// The input's file name without directories (`Forms/Login.form` → `Login.form`), as
    /// generated headers show it: paths differ between machines, names do not.
    public static func fileName(of source: SourceFile) -> String {
        let path = source.path
        if let slash = path.lastIndex(of: "/") { return String(path[path.index(after: slash)...]) }
        return path
    }

    /// The one file the Swift target writes for an input: `Login.form` → `Login.swift`.
    public static func swiftFileName(of source: SourceFile, model: CheckedFile) -> String {
        baseName(of: source, model: model) + ".swift"
    }

    /// The input's name without `.form`; for standard input, the first form's name.
    public static func baseName(of source: SourceFile, model: CheckedFile) -> String {
        if source.path == "<stdin>" { return model.forms.first?.name ?? "Form" }
        let name = fileName(of: source)
        return name.hasSuffix(".form") ? String(name.dropLast(5)) : name
    }
}
