// An app's own look for a generated form (Examples/ContactCard.form, whose generated Swift is
// checked with this file): its rows in the app's own style (`formRowStyle`), a Save button in
// the navigation bar that submits through a `FormSubmitController` and shows progress while
// the action runs, the screen's own title instead of the form's, and a row of the app's own.
// For an iOS 15 deployment target; nothing in it is newer, so it is the same on 16, 17 and 18.
// with: Tests/GeneratedFormsTests/Generated/ContactCard.swift
import SwiftUI
import FormRuntime
import FormRuntimeSwiftUI

/// The app's rows: the label in the headline font with the error at its trailing edge, the
/// control, then the help. VoiceOver reads the label and the error from the control, so the
/// texts here are hidden from it.
struct CardRowStyle: FormRowStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                if configuration.showsLabel {
                    Text(verbatim: configuration.label)
                        .font(.headline)
                        .accessibilityHidden(true)
                }
                Spacer()
                if let error = configuration.error {
                    Text(verbatim: error)
                        .font(.caption)
                        .foregroundColor(.red)
                        .accessibilityHidden(true)
                }
            }
            configuration.control
            if let help = configuration.help {
                Text(verbatim: help)
                    .font(.footnote)
                    .foregroundColor(.secondary)
            }
        }
        .padding(.vertical, 4)
    }
}

/// A screen that adds a contact card: Save in the navigation bar, no button in the form.
struct ContactCardScreen: View {
    @StateObject private var saver = FormSubmitController()
    @State private var card = ContactCardModel()
    let save: @MainActor (ContactCardValues) async throws -> Void

    var body: some View {
        ContactCardForm(model: $card, saveCard: save)
            .submitController(saver, showsSubmitButton: false)
            .showsTitle(false)
            .appRows {
                Text(verbatim: "Cards are shared with everyone on your team.")
                    .font(.footnote)
            }
            .formRowStyle(CardRowStyle())
            .navigationTitle(Text(verbatim: "New card"))
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    if saver.isSubmitting {
                        ProgressView()
                    } else {
                        Button("Save" as String) { saver.submit() }
                    }
                }
            }
    }
}

/// The form with its own state and its own button, for a screen that needs nothing more.
struct PlainContactCardScreen: View {
    var body: some View {
        ContactCardForm { values in
            try await upload(values)
        }
    }

    @MainActor private func upload(_ values: ContactCardValues) async throws {
        if values.email.isEmpty { throw ContactCardModel.Field.email.serverError("Required by the server.") }
    }
}
