import Foundation
import Testing
@testable import FormRuntime

/// How a submit action ended, as the generated view reads it (`SubmitEnd.running`): what it
/// threw, unless its task was cancelled meanwhile, in which case nothing is shown.
@MainActor
@Suite struct SubmitEndTests {
    enum Field: String, Hashable, Sendable { case username, email }
    struct Offline: LocalizedError { var errorDescription: String? { "You are offline." } }

    @Test func whatTheActionThrowsIsWhatItEndsWith() async {
        #expect(await SubmitEnd<Field>.running { } == .succeeded)
        let taken = ServerErrors<Field>([.username: ["Taken."]])
        #expect(await SubmitEnd<Field>.running { throw taken } == .serverErrors(taken))
        #expect(await SubmitEnd<Field>.running { throw Offline() } == .failed("You are offline."))
        #expect(await SubmitEnd<Field>.running { throw CancellationError() } == .cancelled)
    }

    /// The action waits, its task is cancelled (the view disappeared), and then the answer it
    /// was waiting for arrives anyway: server errors or a failure, neither is shown.
    @Test(arguments: [true, false])
    func aCancelledSubmitShowsNothingWhateverItThrowsLater(_ serverErrors: Bool) async {
        let gate = Gate()
        let task = Task { @MainActor in
            await SubmitEnd<Field>.running {
                await gate.wait()
                if serverErrors { throw ServerErrors<Field>([.email: ["Taken."]]) }
                throw Offline()
            }
        }
        await gate.waitUntilWaiting()
        task.cancel()
        await gate.open()
        #expect(await task.value == .cancelled)
    }

    /// An action that returns after its task was cancelled still succeeded: what it did is done.
    @Test func aCancelledActionThatReturnsSucceeded() async {
        let gate = Gate()
        let task = Task { @MainActor in await SubmitEnd<Field>.running { await gate.wait() } }
        await gate.waitUntilWaiting()
        task.cancel()
        await gate.open()
        #expect(await task.value == .succeeded)
    }

    /// A wait that cancellation does not end, so the action is still running when its task is
    /// cancelled, and goes on when the test opens the gate.
    actor Gate {
        private var waiting: CheckedContinuation<Void, Never>?
        private var waiters: [CheckedContinuation<Void, Never>] = []

        func wait() async {
            await withCheckedContinuation { continuation in
                waiting = continuation
                for waiter in waiters { waiter.resume() }
                waiters = []
            }
        }

        func waitUntilWaiting() async {
            if waiting != nil { return }
            await withCheckedContinuation { waiters.append($0) }
        }

        func open() {
            waiting?.resume()
            waiting = nil
        }
    }
}

/// Server errors set on a model ask its view to show them (`FocusTracker.revealRequests`),
/// once per call that sets a message.
@Suite struct RevealRequestTests {
    @Test func settingMessagesRequestsARevealClearingDoesNot() {
        var tracker = FocusTracker<String>()
        #expect(tracker.revealRequests == 0)
        tracker.requestReveal(for: ["email": ["Taken."]])
        #expect(tracker.revealRequests == 1)
        tracker.requestReveal(for: [:])
        tracker.requestReveal(for: ["email": []])
        #expect(tracker.revealRequests == 1, "no message: nothing to show")
        tracker.requestReveal(for: ["email": [], "name": ["Too long."]])
        #expect(tracker.revealRequests == 2)
        _ = tracker.move(to: "email")
        #expect(tracker.revealRequests == 2, "focus moves do not count")
    }
}
