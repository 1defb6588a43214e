export { createPaymentProvider } from './create-provider.ts'
export * from './payment-provider.ts'
export { testCardRefusal } from './test-cards.ts'
export { createTestPaymentProvider, testCheckoutCompletion } from './test-provider.ts'
