import { type SQL, sql } from 'drizzle-orm'

/** A json array of a booking participant's answers, in the order asked, for a list or a CSV. */
export const participantAnswers = (participantId: SQL) =>
  sql`(select coalesce(json_agg(json_build_object('question', pa.question, 'answer', pa.answer)
      order by pa.position, pa.id), '[]'::json)
    from participant_answers pa where pa.participant_id = ${participantId})`

/** The same, only the answers to questions the provider marked for the Today roster. */
export const rosterAnswers = (participantId: SQL) =>
  sql`(select coalesce(json_agg(json_build_object('question', pa.question, 'answer', pa.answer)
      order by pa.position, pa.id), '[]'::json)
    from participant_answers pa join activity_questions q on q.id = pa.question_id and q.on_roster
    where pa.participant_id = ${participantId})`
