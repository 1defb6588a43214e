import { loadConfigOrExit } from '../../boot.ts'
import { dataKeyring, forgetPreviousKeyFile, rotateKeyFile } from '../../config/secret.ts'
import { resealRecords } from '../../modules/children/record-keys.ts'
import { createDatabase } from '../client.ts'

/*
 * With DATA_ENCRYPTION_KEY set, re-seals every child's record with it, reading older rows with
 * DATA_ENCRYPTION_PREVIOUS_KEYS. On the embedded database, with the app stopped, it first
 * makes a new key in DATA_DIR and keeps the old one until every row is re-sealed.
 */
try {
  const config = await loadConfigOrExit()
  const embeddedKey = !process.env.DATA_ENCRYPTION_KEY
  if (embeddedKey) await rotateKeyFile(config)
  const keyring = dataKeyring(config)
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
  })
  await database.migrate()
  try {
    const { resealed, unreadable } = await resealRecords({ db: database.db, keyring })
    console.log(`Re-sealed ${resealed} children's records with key ${keyring.current.id}.`)
    if (unreadable > 0) {
      console.error(
        `${unreadable} records are sealed with a key that is not given: add it to DATA_ENCRYPTION_PREVIOUS_KEYS and run this again.`,
      )
      process.exit(1)
    }
    if (embeddedKey) await forgetPreviousKeyFile(config)
    else console.log('Every record uses the new key: DATA_ENCRYPTION_PREVIOUS_KEYS can go.')
  } finally {
    await database.close()
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
