/** How the report writes its figures. */

export const whole = (value: number) => Math.round(value).toLocaleString('en-US')
export const fixed = (value: number, digits = 1) => value.toFixed(digits)
export const ratio = (value: number) => (value >= 100 ? whole(value) : value.toPrecision(3))
/** autocannon reports whole milliseconds: no decimals that were never measured. */
export const ms = (value: number) => value.toFixed(Number.isInteger(value) ? 0 : 1)
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
