/**
 * Where the browser downloads everything held about a child, as a JSON file: a plain link
 * carries the session cookie and lets the browser save the attachment itself.
 */
export const childExportUrl = (childId: string) =>
  `/api/children/${encodeURIComponent(childId)}/export`
