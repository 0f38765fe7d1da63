// Whether a submit is running is the form's to say: an app reads `isSubmitting` and calls
// `submit()`, and cannot set it.
// expect: 'isSubmitting' setter is inaccessible
import SwiftUI
import FormRuntimeSwiftUI

@MainActor func startSaving(_ controller: FormSubmitController) {
    controller.isSubmitting = true
}
