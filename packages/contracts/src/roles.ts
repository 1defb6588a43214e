import { z } from 'zod'
import { BOOKING_STATUSES, ROLES, VENDOR_STATUSES } from './constants.ts'

export const roleSchema = z.enum(ROLES)
export const vendorStatusSchema = z.enum(VENDOR_STATUSES)
export const bookingStatusSchema = z.enum(BOOKING_STATUSES)
