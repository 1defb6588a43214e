export { AuthPage } from './pages/auth-page'
export { UnauthorizedPage } from './pages/unauthorized-page'
