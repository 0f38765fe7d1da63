#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
import Foundation
import FormRuntime
import SwiftUI

/// What `FormView` needs from a generated form model: the `FormState` every model is (its
/// texts in the model's language, its server errors, focus tracker and sign key, all through
/// its `FormTable`) and the form's layout, the data that says which row shows which field.
///
/// formc's generated Swift conforms each model (`extension XModel: FormViewModel`); a model
/// written by hand can conform too and be shown by `FormView`.
@available(iOS 15.0, *)
public protocol FormViewModel: FormRuntime.FormState {
    /// The rows, sections and form options the view shows.
    @MainActor static var layout: FormLayout<Self> { get }
}
#endif
