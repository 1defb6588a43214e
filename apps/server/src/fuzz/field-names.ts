import fc from 'fast-check'

// The OpenAPI document says "a number" or "a string" where the contracts' refinements say much
// more (ages 0 to 18, a URL). Values that look like what a form sends get past validation and
// into the services; the name of the field is the best hint the document gives.

const TEXT_BY_NAME: [RegExp, fc.Arbitrary<string>][] = [
  [/^email$/, fc.emailAddress()],
  [
    /^(new)?password$/i,
    fc.oneof(fc.constant('password123'), fc.string({ minLength: 6, maxLength: 40 })),
  ],
  [
    /^timeZone$/,
    fc.constantFrom('America/Chicago', 'Europe/London', 'UTC', 'Asia/Kathmandu', 'Etc/GMT+12'),
  ],
  [/^q$/, fc.constantFrom('art', 'music', 'Sunny', 'soccer camp', 'ÉCOLE', 'a', '%', '_')],
  [/^location$/, fc.constantFrom('Austin', 'austin', 'Portland', 'New York', 'ZZ')],
  [/^city$/, fc.constantFrom('Austin', 'Portland', 'São Paulo')],
  [/^state$/, fc.constantFrom('TX', 'OR', 'NY')],
  [/(url|website)$/i, fc.oneof(fc.webUrl(), fc.constant(''))],
  [/phone$/i, fc.constantFrom('+1 512 555 0100', '555-0100', '0')],
  [/^action$/, fc.constantFrom('vendor.approve', 'activity.feature', 'user.disable')],
]

const RANGE_BY_NAME: [RegExp, { min: number; max: number }][] = [
  [/age$/i, { min: 0, max: 18 }],
  [/capacity$/i, { min: 1, max: 40 }],
  [/duration/i, { min: 15, max: 240 }],
  [/price$/i, { min: 0, max: 300 }],
  [/rating$/i, { min: 1, max: 5 }],
  [/^page$/, { min: 1, max: 4 }],
  [/^limit$/, { min: 1, max: 50 }],
]

/** Realistic text for a field whose name says what it holds. */
export function textFor(name: string): fc.Arbitrary<string> | undefined {
  return TEXT_BY_NAME.find(([pattern]) => pattern.test(name))?.[1]
}

/** The range a form would send for a numeric field, when its name says. */
export function rangeFor(name: string): { min: number; max: number } | undefined {
  return RANGE_BY_NAME.find(([pattern]) => pattern.test(name))?.[1]
}
