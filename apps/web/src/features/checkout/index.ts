export { CheckoutReturnPage } from './pages/checkout-return-page'
export { TestCheckoutPage } from './pages/test-checkout-page'
