// Other features may show a person's email choices: providers find them in their own settings.
export { EmailNotificationsCard } from './components/settings/email-notifications-card'
export { BookingsPage } from './pages/bookings-page'
export { ChildrenPage } from './pages/children-page'
export { ProfilePage } from './pages/profile-page'
export { SettingsPage } from './pages/settings-page'
export { UnsubscribePage } from './pages/unsubscribe-page'
