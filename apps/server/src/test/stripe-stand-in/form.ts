// How Stripe reads a form body, for the stand-in.

/** A form body as Stripe reads it: `a[b][0][c]=1` is `{ a: { b: [{ c: '1' }] } }`. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue }
export type FormObject = { [key: string]: FormValue }

export function parseForm(text: string): FormObject {
  const root: FormObject = {}
  for (const [key, value] of new URLSearchParams(text)) {
    const [head = '', ...rest] = key.split('[').map((part) => part.replace(/]$/, ''))
    const path = [head, ...rest]
    let node: FormValue = root
    path.forEach((part, index) => {
      const container = node as Record<string, FormValue>
      const next = path[index + 1]
      if (next === undefined) container[part] = value
      else container[part] ??= /^\d+$/.test(next) ? [] : {}
      node = container[part] as FormValue
    })
  }
  return root
}

export function sortedKeys(value: FormValue): FormValue {
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return value.map(sortedKeys)
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys(value[key] as FormValue)]),
  )
}
