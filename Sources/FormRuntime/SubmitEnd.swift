import Foundation

/// How a submit action ended, which is all the generated view needs to know to show it: it runs
/// the action through `running(_:)` in a task that it cancels when it disappears.
///
/// Cancellation wins: an action whose task was cancelled while it ran ends `cancelled`,
/// whatever it throws afterwards (a network call cut off, a `ServerErrors` that arrived late),
/// so a view that has gone away, or a submit the app abandoned, shows and announces nothing.
public enum SubmitEnd<Field: Hashable & Sendable>: Sendable, Hashable {
    /// The action returned.
    case succeeded
    /// The action's task was cancelled while it ran, or it threw `CancellationError`.
    case cancelled
    /// The action threw `ServerErrors`: the view sets them on the fields (`setServerErrors`).
    case serverErrors(ServerErrors<Field>)
    /// The action threw another error: its `localizedDescription`, shown above the submit
    /// button and announced.
    case failed(String)

    /// Runs `action` on the main actor and says how it ended.
    @MainActor
    public static func running(_ action: @MainActor () async throws -> Void) async -> SubmitEnd {
        do {
            try await action()
            return .succeeded
        } catch {
            if Task.isCancelled || error is CancellationError { return .cancelled }
            if let errors = error as? ServerErrors<Field> { return .serverErrors(errors) }
            return .failed(error.localizedDescription)
        }
    }
}
