import type { Account, Role, VendorStatus } from '@afc/contracts'
import { type FakeRoute, fakeApi } from './fake-api'

function account(email: string, firstName: string, roles: Role[]): Account {
  return {
    user: { id: `user-${firstName.toLowerCase()}`, email, emailVerified: true },
    profile: { firstName, lastName: 'Example', avatarUrl: null },
    roles,
    vendor: null,
    providerRole: null,
  }
}

export const parentAccount = account('parent@example.com', 'Parent', ['customer'])
export const adminAccount = account('admin@example.com', 'Admin', ['customer', 'admin'])
function vendor(email: string, status: VendorStatus): Account {
  return {
    ...account(email, 'Vendor', ['customer', 'vendor']),
    vendor: { id: '3f1c2a9e-0000-4000-8000-000000000002', businessName: 'Clay Corner', status },
    providerRole: 'owner',
  }
}

export const vendorAccount = vendor('vendor@example.com', 'approved')
export const pendingVendorAccount = vendor('pending-vendor@example.com', 'pending')
/** Clay Corner's instructor: the provider area shows them Today and their rosters only. */
export const instructorAccount: Account = {
  ...vendor('instructor@example.com', 'approved'),
  providerRole: 'instructor',
}

/** Starts the test with `signedIn` holding a session, plus any other API routes it needs. */
export function signInAs(signedIn: Account, routes: Record<string, FakeRoute> = {}) {
  return fakeApi({
    'GET /api/account/session': { status: 200, body: { account: signedIn } },
    ...routes,
  })
}
