import { z } from 'zod'

export const ROLES = ['customer', 'vendor', 'admin'] as const
export const roleSchema = z.enum(ROLES)
export type Role = z.infer<typeof roleSchema>

export const VENDOR_STATUSES = ['pending', 'approved', 'rejected'] as const
export const vendorStatusSchema = z.enum(VENDOR_STATUSES)
export type VendorStatus = z.infer<typeof vendorStatusSchema>

export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled'] as const
export const bookingStatusSchema = z.enum(BOOKING_STATUSES)
export type BookingStatus = z.infer<typeof bookingStatusSchema>
