import type { PlatformSettings, platformSettingsInputSchema } from '@afc/contracts'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { platformSettings } from '../../db/schema/index.ts'
import type { AdminActor, Transaction } from './admin-actor.ts'
import { recordAdminAction } from './audit-log.ts'

/** What a deployment without a settings row behaves like; the migration creates the row. */
const DEFAULT_SETTINGS: PlatformSettings = {
  autoApproveActivities: true,
  supportEmail: null,
  platformFeePercent: 10,
}

const SETTINGS_COLUMNS = {
  autoApproveActivities: platformSettings.autoApproveActivities,
  supportEmail: platformSettings.supportEmail,
  platformFeeBasisPoints: platformSettings.platformFeeBasisPoints,
}

type SettingsRow = Omit<PlatformSettings, 'platformFeePercent'> & { platformFeeBasisPoints: number }

/** The fee is kept in basis points (1000 = 10%) and shown as a percentage. */
const toSettings = ({ platformFeeBasisPoints, ...row }: SettingsRow): PlatformSettings => ({
  ...row,
  platformFeePercent: platformFeeBasisPoints / 100,
})

export async function getPlatformSettings(options: {
  db: Database | Transaction
}): Promise<PlatformSettings> {
  const [row] = await options.db
    .select(SETTINGS_COLUMNS)
    .from(platformSettings)
    .where(eq(platformSettings.id, 1))
  return row ? toSettings(row) : DEFAULT_SETTINGS
}

export async function updatePlatformSettings(options: {
  db: Database
  actor: AdminActor
  input: z.output<typeof platformSettingsInputSchema>
}): Promise<PlatformSettings> {
  const { db, actor, input } = options
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select(SETTINGS_COLUMNS)
      .from(platformSettings)
      .where(eq(platformSettings.id, 1))
      .for('update')
    const before = locked ? toSettings(locked) : DEFAULT_SETTINGS
    const after: PlatformSettings = {
      autoApproveActivities: input.autoApproveActivities,
      supportEmail: input.supportEmail,
      platformFeePercent: input.platformFeePercent ?? before.platformFeePercent,
    }
    const { platformFeePercent, ...stored } = after
    const columns = { ...stored, platformFeeBasisPoints: Math.round(platformFeePercent * 100) }
    await tx
      .insert(platformSettings)
      .values({ id: 1, ...columns, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: platformSettings.id,
        set: { ...columns, updatedAt: new Date() },
      })
    await recordAdminAction({
      tx,
      actor,
      action: 'settings.update',
      targetType: 'settings',
      targetId: 'platform',
      before,
      after,
    })
    return after
  })
}
