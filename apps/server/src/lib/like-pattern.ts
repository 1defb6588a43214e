/** Escapes LIKE wildcards so a parent typing '50%' searches for those characters. */
export function likePattern(text: string, { prefix = false } = {}) {
  const escaped = text.replace(/[\\%_]/g, (character) => `\\${character}`)
  return prefix ? `${escaped}%` : `%${escaped}%`
}
