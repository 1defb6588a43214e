import { z } from 'zod'
import { ACTIVITY_TYPES } from './constants.ts'

export const activityTypeSchema = z.enum(ACTIVITY_TYPES)
