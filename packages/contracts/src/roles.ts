import { z } from 'zod'
import {
  BOOKING_STATUSES,
  PAYMENT_ACCOUNT_STATUSES,
  PAYMENT_STATUSES,
  ROLES,
  VENDOR_STATUSES,
} from './constants.ts'

export const roleSchema = z.enum(ROLES)
export const vendorStatusSchema = z.enum(VENDOR_STATUSES)
export const bookingStatusSchema = z.enum(BOOKING_STATUSES)
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES)
export const paymentAccountStatusSchema = z.enum(PAYMENT_ACCOUNT_STATUSES)
