export { ActivitiesPage } from './pages/activities-page'
export { ActivityDetailPage } from './pages/activity-detail-page'
