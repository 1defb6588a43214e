import { ALLERGY_SEVERITY_LABELS, type ChildRecord } from '@afc/contracts'
import type { ReactNode } from 'react'

function Entry({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b py-3 last:border-b-0 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="font-medium text-muted-foreground text-sm">{term}</dt>
      <dd className="whitespace-pre-line text-sm">{children}</dd>
    </div>
  )
}

const none = <span className="text-muted-foreground">None given</span>

/** Everything a parent wrote in a child's record, as a provider or an admin reads it. */
export function ChildRecordDetails({ record }: { record: ChildRecord }) {
  const people = (list: ChildRecord['emergencyContacts']) =>
    list.length === 0 ? (
      none
    ) : (
      <ul className="grid gap-1">
        {list.map((person) => (
          <li key={`${person.name}-${person.phone}`}>
            {person.name} ({person.relationship}) ·{' '}
            <a
              className="text-primary underline"
              href={`tel:${person.phone.replace(/[^\d+]/g, '')}`}
            >
              {person.phone}
            </a>
          </li>
        ))}
      </ul>
    )
  return (
    <dl className="rounded-2xl border bg-card px-5 py-2">
      <Entry term="Allergies">
        {record.allergies.length === 0 ? (
          none
        ) : (
          <ul className="grid gap-1">
            {record.allergies.map((allergy) => (
              <li key={allergy.name}>
                <span className="font-semibold">{allergy.name}</span> (
                {ALLERGY_SEVERITY_LABELS[allergy.severity].toLowerCase()})
                {allergy.whatToDo && `: ${allergy.whatToDo}`}
              </li>
            ))}
          </ul>
        )}
      </Entry>
      <Entry term="Medical conditions">{record.conditions ?? none}</Entry>
      <Entry term="Medications">{record.medications ?? none}</Entry>
      <Entry term="Dietary needs">{record.dietaryNeeds ?? none}</Entry>
      <Entry term="Doctor">
        {record.doctorName || record.doctorPhone
          ? [record.doctorName, record.doctorPhone].filter(Boolean).join(' · ')
          : none}
      </Entry>
      <Entry term="Emergency contacts">{people(record.emergencyContacts)}</Entry>
      <Entry term="Allowed to collect">{people(record.collectors)}</Entry>
      <Entry term="Photo consent">
        {record.photoConsent == null ? none : record.photoConsent ? 'Yes' : 'No photos'}
      </Entry>
      <Entry term="Notes for providers">{record.providerNotes ?? none}</Entry>
    </dl>
  )
}
