export { TodayPage } from './pages/today-page'
