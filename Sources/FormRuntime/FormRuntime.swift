/// FormRuntime: what generated form models import. Platform-independent (builds and is tested
/// on Linux), no dependencies beyond Foundation, and usable from iOS 15: no `Regex`, no `Mutex`.
///
/// Generated code declares data and calls in here, so the rules live in one tested place:
/// - `NumberField`: filtering, live formatting and exact parsing of numeric text per locale.
/// - `Rule` / `Rules` / `Patterns`: the validators, with the regexes the JSON Schema reuses.
/// - `ValidationTiming` / `Interaction`: when errors become visible.
/// - `FocusOrder` / `FocusTracker`: Return/Next/Previous navigation and blur detection.
/// - `TextInput` / `NumberInput` / `FormErrors`: per-field state and the result of a submit.
///
/// No declaration here is named `FormRuntime`: generated code writes every name of this module
/// as `FormRuntime.X`, which a type of the module's own name would take over.
///
/// docs/RUNTIME.md states every rule exactly.
public enum FormRuntimeInfo {
    /// This runtime's release.
    public static let version = "0.3.0"
    /// The generated code this runtime compiles: the `N` of `GeneratedCodeVersion_N`.
    public static let generatedCodeVersion = 3
}

/// Present in a runtime that compiles the code formc generates today. Every generated file
/// names it (`private typealias … = FormRuntime.GeneratedCodeVersion_3`), so generated code
/// and runtime of different versions fail to build with this name in the error, instead of
/// with errors about the members that changed. When it fails: generate the Swift again with
/// the formc of the FormRuntime the app builds with (the build plugin does so by itself), or
/// update FormRuntime to the formc that generated the code; docs/SWIFT.md says more.
///
/// The number changes only when generated code stops compiling against the runtime (or the
/// runtime against older generated code); the type of the old number is then removed.
public enum GeneratedCodeVersion_3 {}
