import {
  type AdminRefundInput,
  type AdminRefundResult,
  adminRefundResultSchema,
} from '@afc/contracts'
import { apiFetch } from '@/lib/api-client'
import { useAdminMutation } from './use-admin-mutation'

export function refundBooking(options: {
  bookingId: string
  input: AdminRefundInput
}): Promise<AdminRefundResult> {
  return apiFetch(`/api/admin/bookings/${encodeURIComponent(options.bookingId)}/refund`, {
    method: 'POST',
    body: options.input,
    schema: adminRefundResultSchema,
  })
}

export function useRefundBooking() {
  return useAdminMutation(refundBooking)
}
