const counted = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`

/**
 * A length of time in words, the one way the product says one: whole hours in hours, anything
 * else in minutes ('1 minute', '15 minutes', '90 minutes', '1 hour', '48 hours').
 */
export function durationInWords(minutes: number): string {
  if (minutes >= 60 && minutes % 60 === 0) return counted(minutes / 60, 'hour')
  return counted(minutes, 'minute')
}

export const hoursInWords = (hours: number) => durationInWords(hours * 60)
