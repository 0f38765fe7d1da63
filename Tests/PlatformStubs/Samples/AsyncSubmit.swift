// An async submit as the generated view writes it: the model from a binding, a ProgressView
// while the action runs, and a VoiceOver announcement with the API the system has.
import SwiftUI
import Accessibility

struct AsyncSubmit: View {
    @Binding var name: String
    let action: @MainActor (String) async throws -> Void
    @State private var isSubmitting = false
    @State private var submitError: String?

    var body: some View {
        Form {
            Section {
                TextField("Name" as String, text: $name)
            }
            Section {
                if let submitError {
                    Text(verbatim: submitError)
                }
                Button(action: submit) {
                    HStack {
                        Text(verbatim: "Save")
                        if isSubmitting {
                            Spacer()
                            ProgressView()
                        }
                    }
                }
                .disabled(isSubmitting)
            }
        }
    }

    private func submit() {
        guard !isSubmitting else { return }
        isSubmitting = true
        Task { await run(name) }
    }

    private func run(_ value: String) async {
        defer { isSubmitting = false }
        do {
            try await action(value)
        } catch is CancellationError {
        } catch {
            submitError = error.localizedDescription
            announce(error.localizedDescription)
        }
    }

    private func announce(_ message: String) {
        if #available(iOS 17.0, *) {
            AccessibilityNotification.Announcement(message).post()
        } else {
            UIAccessibility.post(notification: .announcement, argument: message)
        }
    }
}

/// The owner of the state hands the view a binding; a synchronous closure is an async one too.
struct AsyncSubmitOwner: View {
    @State private var name = ""

    var body: some View {
        AsyncSubmit(name: $name) { _ in }
    }
}
