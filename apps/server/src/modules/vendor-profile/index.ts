// What other modules may use of a provider's profile: whether its standing lets it publish.
export { assertProviderMayPublish } from './provider-standing.ts'
