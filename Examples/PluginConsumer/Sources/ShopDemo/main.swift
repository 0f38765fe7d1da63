import Foundation
import ShopForms

// Fills in both generated forms as a person would, submits them, and prints the result.
var account = AccountDetailsModel(locale: Locale(identifier: "en_US"))
account.email.text = "anna@example.org"
account.password.text = "correct horse"

var shipping = ShippingDetailsModel(locale: Locale(identifier: "en_US"))
shipping.name.text = "Anna Example"
shipping.postalCode.text = "10115"
shipping.quantity.text = "2"

switch (account.submit(), shipping.submit()) {
case (.success(let accountValues), .success(let shippingValues)):
    print(Checkout(account: accountValues, shipping: shippingValues).summary)
case (let a, let s):
    for field in AccountDetailsModel.Field.allCases { for error in account.errors(field) { print("\(account.label(field)): \(error)") } }
    for field in ShippingDetailsModel.Field.allCases { for error in shipping.errors(field) { print("\(shipping.label(field)): \(error)") } }
    _ = (a, s)
    exit(1)
}

// An app target names the forms' translations through ShopForms's public `Bundle.shopForms`
// (its `Bundle.module` is internal to ShopForms).
let german = ShopSignUpModel(locale: Locale(identifier: "de_DE"), bundle: .shopForms)
print("\(german.label(.username)), \(german.label(.email))")
