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
/// docs/RUNTIME.md states every rule exactly.
public enum FormRuntime {
    public static let version = "0.2.0"
}
