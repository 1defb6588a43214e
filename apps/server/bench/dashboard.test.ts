import { describe, expect, it } from 'vitest'
import { explainable } from './dashboard.ts'

const recorded = (text: string) => ({ text, params: [], ms: 1 })

describe('the statements the bench explains', () => {
  it('are the reads: never a transaction command, a setting or a write it would do twice', () => {
    const statements = [
      'begin',
      'BEGIN ISOLATION LEVEL REPEATABLE READ',
      'set transaction read only',
      '\n  select count(*) from bookings where updated_at > $1',
      'with own as (select id from activities) select count(*) from own',
      'insert into mail_outbox (key) values ($1)',
      'update bookings set status = $1',
      'WITH next AS (SELECT id FROM job_queue.job FOR UPDATE SKIP LOCKED) UPDATE job_queue.job SET state = $1',
      'delete from sessions',
      'commit',
    ].map(recorded)
    expect(statements.filter(explainable).map((statement) => statement.text.trim())).toEqual([
      'select count(*) from bookings where updated_at > $1',
      'with own as (select id from activities) select count(*) from own',
    ])
  })
})
