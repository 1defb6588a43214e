export { ProviderPage } from './pages/provider-page'
