// The list and an activity's page load apart: each is the first page of many visits (a search,
// a shared link), and neither needs the other's code (the filters, the booking card).
export const loadActivitiesPage = () => import('./pages/activities-page')
export const loadActivityDetailPage = () => import('./pages/activity-detail-page')
export { activityListLoader } from './api/prefetch-activity-list'
