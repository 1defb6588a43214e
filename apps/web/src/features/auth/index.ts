export { AuthPage } from './pages/auth-page'
export { StaffInvitationPage } from './pages/staff-invitation-page'
export { UnauthorizedPage } from './pages/unauthorized-page'
