// What other modules may use of provider staff: narrowing a reader to what an instructor is
// assigned, as SQL or as a list of activity ids, and the routes the app registers.
export { assignedActivityIds, type ProviderViewer, viewerSeesActivity } from './assignment-scope.ts'
export { staffInvitationRoutes, vendorStaffRoutes } from './routes.ts'
