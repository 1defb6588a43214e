import type { FastifyRequest } from 'fastify'
import { type Caller, ownVendor, providerCaller } from '../../plugins/auth.ts'
import type { AttendanceCaller } from './session-access.ts'

/** Who acts: a staff member by name, the owner as the business, each within what it may see. */
export function attendanceCaller(request: FastifyRequest): AttendanceCaller {
  const vendor = ownVendor(request)
  const provider = providerCaller(request)
  return {
    userId: (request.caller as Caller).userId,
    vendorId: vendor.id,
    name: provider.staffName ?? vendor.businessName,
    viewer: { role: provider.role, staffId: provider.staffId },
  }
}
