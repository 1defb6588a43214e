import type { PlatformSettings, platformSettingsInputSchema } from '@afc/contracts'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { platformSettings } from '../../db/schema/index.ts'
import type { AdminActor, Transaction } from './admin-actor.ts'
import { recordAdminAction } from './audit-log.ts'

/** What a deployment without a settings row behaves like; the migration creates the row. */
const DEFAULT_SETTINGS: PlatformSettings = { autoApproveActivities: true, supportEmail: null }

const SETTINGS_COLUMNS = {
  autoApproveActivities: platformSettings.autoApproveActivities,
  supportEmail: platformSettings.supportEmail,
}

export async function getPlatformSettings(options: {
  db: Database | Transaction
}): Promise<PlatformSettings> {
  const [row] = await options.db
    .select(SETTINGS_COLUMNS)
    .from(platformSettings)
    .where(eq(platformSettings.id, 1))
  return row ?? DEFAULT_SETTINGS
}

export async function updatePlatformSettings(options: {
  db: Database
  actor: AdminActor
  input: z.output<typeof platformSettingsInputSchema>
}): Promise<PlatformSettings> {
  const { db, actor, input } = options
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(SETTINGS_COLUMNS)
      .from(platformSettings)
      .where(eq(platformSettings.id, 1))
      .for('update')
    const after: PlatformSettings = {
      autoApproveActivities: input.autoApproveActivities,
      supportEmail: input.supportEmail,
    }
    await tx
      .insert(platformSettings)
      .values({ id: 1, ...after, updatedAt: new Date() })
      .onConflictDoUpdate({ target: platformSettings.id, set: { ...after, updatedAt: new Date() } })
    await recordAdminAction({
      tx,
      actor,
      action: 'settings.update',
      targetType: 'settings',
      targetId: 'platform',
      before: before ?? DEFAULT_SETTINGS,
      after,
    })
    return after
  })
}
