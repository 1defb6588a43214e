/**
 * Every admin query sits under ['admin']: one decision (a provider approved, a role granted)
 * moves the dashboard figures, several lists and the audit log, so a change refreshes them all.
 */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: () => [...adminKeys.all, 'dashboard'] as const,
  analytics: () => [...adminKeys.all, 'analytics'] as const,
  vendors: (query: object) => [...adminKeys.all, 'vendors', query] as const,
  vendor: (id: string) => [...adminKeys.all, 'vendor', id] as const,
  activities: (query: object) => [...adminKeys.all, 'activities', query] as const,
  users: (query: object) => [...adminKeys.all, 'users', query] as const,
  newsletter: (query: object) => [...adminKeys.all, 'newsletter', query] as const,
  contactMessages: (query: object) => [...adminKeys.all, 'contact-messages', query] as const,
  reviews: (query: object) => [...adminKeys.all, 'reviews', query] as const,
  settings: () => [...adminKeys.all, 'settings'] as const,
  auditLog: (query: object) => [...adminKeys.all, 'audit-log', query] as const,
  jobSummary: () => [...adminKeys.all, 'job-summary'] as const,
  jobs: (query: object) => [...adminKeys.all, 'jobs', query] as const,
  mail: (query: object) => [...adminKeys.all, 'mail', query] as const,
  mailDetail: (id: string) => [...adminKeys.all, 'mail-detail', id] as const,
  payments: (query: object) => [...adminKeys.all, 'payments', query] as const,
  credits: () => [...adminKeys.all, 'credits'] as const,
  planPayments: (query: object) => [...adminKeys.all, 'plan-payments', query] as const,
  children: (q: string) => [...adminKeys.all, 'children', q] as const,
  platformCodes: (page: number) => [...adminKeys.all, 'platform-codes', page] as const,
}
