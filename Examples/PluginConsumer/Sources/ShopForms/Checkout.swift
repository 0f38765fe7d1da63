import FormRuntime

/// Hand-written code next to the generated models: the values of both forms, once submitted.
public struct Checkout: Sendable, Equatable {
    public var account: AccountDetailsValues
    public var shipping: ShippingDetailsValues

    public init(account: AccountDetailsValues, shipping: ShippingDetailsValues) {
        self.account = account
        self.shipping = shipping
    }

    /// A one-line summary for a confirmation screen.
    public var summary: String {
        "\(shipping.quantity) item(s) for \(shipping.name) (\(shipping.postalCode)), account \(account.email)"
    }
}
