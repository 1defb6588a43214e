import type { BookingRegistration, RegistrationRequest } from '@afc/contracts'
import { useState } from 'react'
import { useBookingRegistration } from './api/get-booking-registration'

type Kid = { id: string; firstName: string }

/** The children of `chosen` who still have to sign the activity's current waiver. */
export function unsignedChildren(registration: BookingRegistration | undefined, chosen: Kid[]) {
  if (!registration?.waiver) return []
  return chosen.filter((kid) => !registration.signedChildIds.includes(kid.id))
}

/** What a child answered to a question in an earlier booking of the activity, or ''. */
export function earlierAnswer(
  registration: BookingRegistration | undefined,
  childId: string,
  questionId: string,
) {
  const found = registration?.earlierAnswers.find(
    (answer) => answer.childId === childId && answer.questionId === questionId,
  )
  return found?.answer ?? ''
}

/**
 * Whether booking `chosen` asks anything not given before: a required question a child never
 * answered, or the waiver's current version unsigned. Unknown until the registration is read.
 */
export function asksMore(registration: BookingRegistration | undefined, chosen: Kid[]) {
  if (!registration) return true
  const unanswered = registration.questions.some(
    (question) =>
      question.required &&
      chosen.some((kid) => earlierAnswer(registration, kid.id, question.id) === ''),
  )
  return unanswered || unsignedChildren(registration, chosen).length > 0
}

/**
 * The answers and signature a parent gives while booking, and the registration part of the
 * request they make for the children chosen. The server checks all of it again. `onEdit` runs on
 * every change the parent makes, so a refusal about an answer or the signature can be cleared
 * as soon as they set about fixing it.
 */
export function useRegistration(activityId: string, options: { onEdit?: () => void } = {}) {
  const { onEdit } = options
  const query = useBookingRegistration(activityId)
  const [answers, setAnswers] = useState<Record<string, string>>({})
  const [signedName, setName] = useState('')
  const [agreed, setAgreement] = useState(false)
  // An answer given in an earlier booking of the activity is where the field starts.
  const answerOf = (childId: string, questionId: string) =>
    answers[`${childId}:${questionId}`] ?? earlierAnswer(query.data, childId, questionId)
  const setAnswer = (childId: string, questionId: string, answer: string) => {
    onEdit?.()
    setAnswers((given) => ({ ...given, [`${childId}:${questionId}`]: answer }))
  }
  const setSignedName = (name: string) => {
    onEdit?.()
    setName(name)
  }
  const setAgreed = (agreement: boolean) => {
    onEdit?.()
    setAgreement(agreement)
  }

  const toSend = (chosen: Kid[]): RegistrationRequest | undefined => {
    const registration = query.data
    if (!registration) return undefined
    const given = chosen.flatMap((kid) =>
      registration.questions
        .map((question) => ({
          childId: kid.id,
          questionId: question.id,
          answer: answerOf(kid.id, question.id).trim(),
        }))
        .filter((answer) => answer.answer !== ''),
    )
    // Without a typed name nothing is signed: the server then names the child still to sign.
    const signing =
      registration.waiver &&
      unsignedChildren(registration, chosen).length > 0 &&
      signedName.trim() !== ''
    return {
      answers: given,
      ...(signing && registration.waiver
        ? { waiver: { version: registration.waiver.version, signedName, agreed } }
        : {}),
    }
  }
  return {
    query,
    answerOf,
    setAnswer,
    signedName,
    setSignedName,
    agreed,
    setAgreed,
    toSend,
  }
}

export type RegistrationState = ReturnType<typeof useRegistration>
