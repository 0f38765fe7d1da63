import FormRuntime

/// A stand-in for the shop's sign-up endpoint: it refuses a username that is taken, with the
/// message on the username field, as a server would answer.
///
/// In the app: `ShopSignUpForm { values in try await service.signUp(values) }`. The generated
/// view disables its button and shows progress while this runs, and on `ServerErrors` shows the
/// message under the username, focuses that field and announces the error to VoiceOver.
public actor SignUpService {
    private var taken: Set<String>

    public init(taken: Set<String>) {
        self.taken = taken
    }

    /// Creates the account, or throws `ServerErrors` on the username when it is taken.
    public func signUp(_ values: ShopSignUpValues) async throws {
        guard !taken.contains(values.username) else {
            throw ShopSignUpModel.Field.username.serverError("This username is taken.")
        }
        taken.insert(values.username)
    }
}
