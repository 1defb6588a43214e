import {
  LONG_ANSWER_MAX,
  type Question,
  type RegistrationRequest,
  SHORT_ANSWER_MAX,
  sameName,
  registrationWords as words,
} from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { unprocessable } from '../../lib/http-problem.ts'
import {
  activityQuestionsOf,
  currentWaiver,
  type EarlierAnswer,
  earlierAnswers,
  signedChildren,
} from './registration-queries.ts'

type Kid = { id: string; firstName: string; lastName: string }
type Answer = { childId: string; questionId: string; answer: string }

/** What a booking writes of its registration once its participants exist. */
export type CheckedRegistration = {
  answers: (Answer & { position: number; question: string })[]
  signature: {
    waiverId: string
    signedName: string
    children: { childId: string; childName: string }[]
  } | null
}

/** Why an answer given to a question is not one it takes, or null. */
function badAnswer(question: Question, answer: string, firstName: string) {
  if (question.kind === 'yes_no' && answer !== 'yes' && answer !== 'no') {
    return words.notYesNo(question.label, firstName)
  }
  if (question.kind === 'choice' && !question.options.includes(answer)) {
    return words.notAChoice(question.label, firstName)
  }
  if (question.kind === 'short_text') {
    if (/[\r\n\t]/.test(answer)) return words.oneLine(question.label, firstName)
    if (answer.length > SHORT_ANSWER_MAX) {
      return words.tooLong(question.label, firstName, SHORT_ANSWER_MAX)
    }
  }
  if (answer.length > LONG_ANSWER_MAX) {
    return words.tooLong(question.label, firstName, LONG_ANSWER_MAX)
  }
  return null
}

/** The signed-in parent's full name, as their profile (or, before one, their account) has it. */
async function accountName(db: Database, customerId: string) {
  const [row] = await queryRows<{ name: string }>(
    db,
    sql`select coalesce(nullif(trim(coalesce(up.first_name, '') || ' ' || coalesce(up.last_name, '')), ''),
        u.name, '') as name
      from "user" u left join user_profiles up on up.id = u.id where u.id = ${customerId}`,
  )
  return row?.name ?? ''
}

/**
 * The answers sent, each checked, and for a question left blank the child's earlier answer to it
 * when that is one the question still takes; a required question with neither is refused.
 */
function checkedAnswers(
  questions: Question[],
  kids: Kid[],
  sent: Answer[],
  earlier: EarlierAnswer[],
) {
  const asked = new Map(questions.map((question) => [question.id, question]))
  if (sent.some((answer) => !asked.has(answer.questionId))) {
    throw unprocessable(words.foreignQuestion)
  }
  if (sent.some((answer) => !kids.some((kid) => kid.id === answer.childId))) {
    throw unprocessable(words.notBookedChild)
  }
  const answers: CheckedRegistration['answers'] = []
  for (const kid of kids) {
    for (const [position, question] of questions.entries()) {
      const given = sent.find((a) => a.childId === kid.id && a.questionId === question.id)
      const before = earlier.find((a) => a.childId === kid.id && a.questionId === question.id)
      const reusable = before && !badAnswer(question, before.answer, kid.firstName)
      const answer = given?.answer.trim() || (reusable ? before.answer : '')
      if (answer === '') {
        if (question.required) throw unprocessable(words.unanswered(question.label, kid.firstName))
        continue
      }
      const refusal = badAnswer(question, answer, kid.firstName)
      if (refusal) throw unprocessable(refusal)
      answers.push({
        childId: kid.id,
        questionId: question.id,
        answer,
        position,
        question: question.label,
      })
    }
  }
  return answers
}

/**
 * Checks a booking's registration against the activity's questions and current waiver before
 * anything is written: every required question answered for each child (now, or in an earlier
 * booking of the activity), each answer one its question takes, and the waiver signed for each
 * child who has not signed this version, by the signed-in parent's own name. The first thing
 * missing or wrong is refused with its sentence.
 */
export async function checkRegistration(options: {
  db: Database
  activityId: string
  customerId: string
  kids: Kid[]
  input: RegistrationRequest | undefined
}): Promise<CheckedRegistration> {
  const { db, activityId, customerId, kids, input } = options
  const questions = await activityQuestionsOf(db, activityId)
  const earlier = await earlierAnswers(db, {
    childIds: kids.map((kid) => kid.id),
    questionIds: questions.map((question) => question.id),
  })
  const answers = checkedAnswers(questions, kids, input?.answers ?? [], earlier)
  const waiver = await currentWaiver(db, activityId)
  const signing = input?.waiver
  if (!waiver) {
    if (signing) throw unprocessable(words.staleVersion)
    return { answers, signature: null }
  }
  const signed = await signedChildren(
    db,
    waiver.id,
    kids.map((kid) => kid.id),
  )
  const unsigned = kids.filter((kid) => !signed.has(kid.id))
  const [first] = unsigned
  if (!first) return { answers, signature: null }
  if (!signing) throw unprocessable(words.unsigned(first.firstName))
  if (signing.version !== waiver.version) throw unprocessable(words.staleVersion)
  if (!signing.agreed) throw unprocessable(words.notAgreed)
  const name = await accountName(db, customerId)
  if (!name) throw unprocessable(words.noAccountName)
  if (!sameName(signing.signedName, name)) throw unprocessable(words.nameMismatch)
  return {
    answers,
    signature: {
      waiverId: waiver.id,
      signedName: signing.signedName.trim(),
      children: unsigned.map((kid) => ({
        childId: kid.id,
        childName: `${kid.firstName} ${kid.lastName}`,
      })),
    },
  }
}

/**
 * Writes the checked answers against the booking's participants and the signatures, in the
 * booking's transaction. A child signed meanwhile by another booking keeps that signature; an
 * offer accepted again (its checkout left) keeps one answer per question, the latest.
 */
export async function recordRegistration(options: {
  db: Database
  bookingId: string
  customerId: string
  ipAddress: string
  registration: CheckedRegistration
}) {
  const { db, bookingId, customerId, ipAddress, registration } = options
  const { answers, signature } = registration
  if (answers.length > 0) {
    const rows = answers.map(
      (a) =>
        sql`(${a.childId}::uuid, ${a.questionId}::uuid, ${a.position}::int, ${a.question}, ${a.answer})`,
    )
    await db.execute(
      sql`insert into participant_answers (participant_id, question_id, position, question, answer)
        select bp.id, given.question_id, given.position, given.question, given.answer
        from (values ${sql.join(rows, sql`, `)})
          as given(child_id, question_id, position, question, answer)
        join booking_participants bp on bp.booking_id = ${bookingId} and bp.child_id = given.child_id
        on conflict (participant_id, question_id) do update
          set answer = excluded.answer, question = excluded.question, position = excluded.position`,
    )
  }
  if (signature) {
    const rows = signature.children.map(
      (kid) =>
        sql`(${signature.waiverId}::uuid, ${kid.childId}::uuid, ${customerId}, ${bookingId}::uuid,
          ${kid.childName}, ${signature.signedName}, ${ipAddress})`,
    )
    await db.execute(
      sql`insert into waiver_signatures
          (waiver_id, child_id, parent_id, booking_id, child_name, signed_name, ip_address)
        values ${sql.join(rows, sql`, `)}
        on conflict (waiver_id, child_id) do nothing`,
    )
  }
}
