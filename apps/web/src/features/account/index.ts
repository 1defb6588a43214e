export { BookingsPage } from './pages/bookings-page'
export { ChildrenPage } from './pages/children-page'
export { ProfilePage } from './pages/profile-page'
export { SettingsPage } from './pages/settings-page'
