import { useEffect, useState } from 'react'

/**
 * The server's sentence about one field is read there: the focus goes to that field as soon as
 * the form is enabled again after saving (a disabled field cannot take it).
 */
export function useFocusOnceSaved<Field extends string>(
  isSubmitting: boolean,
  setFocus: (field: Field) => void,
) {
  const [refused, setRefused] = useState<Field | null>(null)
  useEffect(() => {
    if (isSubmitting || refused === null) return
    setFocus(refused)
    setRefused(null)
  }, [isSubmitting, refused, setFocus])
  return setRefused
}
