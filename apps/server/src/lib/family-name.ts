/** 'Emily C.': enough for a provider to recognise a family without spreading surnames. */
export function familyName(firstName: string | null, lastName: string | null) {
  const first = firstName?.trim()
  if (!first) return 'A family'
  const initial = lastName?.trim().charAt(0)
  return initial ? `${first} ${initial.toUpperCase()}.` : first
}
