import { loadConfigOrExit } from '../../boot.ts'
import { dataKeyring, forgetPreviousKeyFile, rotateKeyFile } from '../../config/secret.ts'
import { SEALED_MAIL_BODIES } from '../../infra/mail/index.ts'
import { SEALED_PICKUP_CODES } from '../../modules/attendance/index.ts'
import { SEALED_RECORDS } from '../../modules/children/index.ts'
import { createDatabase } from '../client.ts'
import { resealColumn } from '../reseal-column.ts'

/** Every column sealed with the data key, as the rotation names it. */
const SEALED = [
  { what: "children's records", target: SEALED_RECORDS },
  { what: 'family pickup codes', target: SEALED_PICKUP_CODES },
  { what: 'sealed mail bodies', target: SEALED_MAIL_BODIES },
]

/*
 * With DATA_ENCRYPTION_KEY set, re-seals every child's record, pickup code and sealed mail with
 * it, reading older values with DATA_ENCRYPTION_PREVIOUS_KEYS. On the embedded database, with the
 * app stopped, it first makes a new key in DATA_DIR and keeps the old one until every value is
 * re-sealed.
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
    let unreadable = 0
    for (const { what, target } of SEALED) {
      const count = await resealColumn({ db: database.db, keyring, target })
      console.log(`Re-sealed ${count.resealed} ${what} with key ${keyring.current.id}.`)
      if (count.unreadable > 0) {
        console.error(`${count.unreadable} ${what} are sealed with a key that is not given.`)
      }
      unreadable += count.unreadable
    }
    if (unreadable > 0) {
      console.error('Add the missing keys to DATA_ENCRYPTION_PREVIOUS_KEYS and run this again.')
      process.exit(1)
    }
    if (embeddedKey) await forgetPreviousKeyFile(config)
    else console.log('Every sealed value uses the new key: DATA_ENCRYPTION_PREVIOUS_KEYS can go.')
  } finally {
    await database.close()
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
