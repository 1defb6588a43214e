// What other modules may use of the admin area: the platform settings providers' edits follow.
export { getPlatformSettings } from './settings-service.ts'
