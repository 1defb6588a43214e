import { z } from 'zod'

export const CONTROL_CHARACTERS_REFUSED = 'Remove the control characters from this field.'

const TAB = 0x09
const LINE_FEED = 0x0a
const CARRIAGE_RETURN = 0x0d

/**
 * True when the text holds a character nobody types into a form: a C0 or C1 control character
 * (NUL among them, which PostgreSQL cannot store in text), DEL, or half of a surrogate pair
 * without its other half. Tabs and line breaks pass only where the field has several lines.
 */
function hasControlCharacters(value: string, options: { multiLine: boolean }) {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index)
    if (code < 0x20) {
      const lineBreakOrTab = code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN
      if (!(options.multiLine && lineBreakOrTab)) return true
    } else if (code >= 0x7f && code <= 0x9f) {
      return true
    } else if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(index + 1)
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true
      index++
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return true
    }
  }
  return false
}

type TextParams = Parameters<typeof z.string>[0]

/*
 * The checks abort, so a field holding a control character shows that one message rather than
 * every rule the garbled text also breaks. Spaces around the text are trimmed first, as every
 * form field of ours always did.
 */
const text = (multiLine: boolean, params?: TextParams) =>
  z
    .string(params)
    .trim()
    .refine((value) => !hasControlCharacters(value, { multiLine }), {
      error: CONTROL_CHARACTERS_REFUSED,
      abort: true,
    })

/** A one-line field (a name, an email, a search): no control characters, tabs or line breaks. */
export const singleLineText = (params?: TextParams) => text(false, params)

/** A field of several lines (a description, a message, notes): line breaks and tabs allowed. */
export const multiLineText = (params?: TextParams) => text(true, params)
