import type { SessionCreateInput } from '@afc/contracts'
import { useState } from 'react'
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form'
import { failureMessage, showServerFieldErrors } from '@/lib/problem-feedback'
import { type SessionCreateResult, useCreateVendorSessions } from '../../api/create-vendor-sessions'

const ADD_FAILED = 'Failed to add sessions. Please try again.'

/** Sends either form and puts the server's objections on it, field by field or as a sentence. */
export function useSessionSubmit<Values extends FieldValues>(
  fields: readonly FieldPath<Values>[],
  setError: UseFormSetError<Values>,
  onCreated: (result: SessionCreateResult) => void,
) {
  const createSessions = useCreateVendorSessions()
  const [failure, setFailure] = useState<string | null>(null)

  const submit = async (input: SessionCreateInput) => {
    setFailure(null)
    try {
      onCreated(await createSessions.mutateAsync(input))
    } catch (error) {
      const marked = showServerFieldErrors(error, fields, setError)
      setFailure(marked ? ADD_FAILED : failureMessage(error, ADD_FAILED))
    }
  }

  return { submit, failure }
}
