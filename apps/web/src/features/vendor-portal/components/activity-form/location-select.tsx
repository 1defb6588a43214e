import { useEffect } from 'react'
import { Link } from 'react-router'
import { SelectField } from '@/components/select-field'
import { useVendorProfile } from '../../api/get-vendor-profile'

interface LocationSelectProps {
  value: string
  onChange: (value: string) => void
  /** A new activity starts at the primary location; an existing one keeps what it has. */
  suggestPrimary: boolean
  error?: string
}

export function LocationSelect({ value, onChange, suggestPrimary, error }: LocationSelectProps) {
  const profile = useVendorProfile()
  const locations = profile.data?.locations
  const primaryId = locations?.find((location) => location.isPrimary)?.id

  useEffect(() => {
    if (suggestPrimary && !value && primaryId) onChange(primaryId)
  }, [suggestPrimary, value, primaryId, onChange])

  if (locations?.length === 0) {
    return (
      <div className="grid content-start gap-2">
        <p className="font-medium text-sm leading-none">Location</p>
        <p className="rounded-md border border-dashed p-3 text-sm">
          You have no locations yet.{' '}
          <Link to="/vendor/profile" className="font-medium text-primary underline">
            Add one in your Profile
          </Link>{' '}
          so families know where to go.
        </p>
        {error && <p className="text-destructive text-sm">{error}</p>}
      </div>
    )
  }

  return (
    <SelectField
      label="Location"
      value={value}
      onChange={onChange}
      disabled={!locations}
      placeholder={profile.isPending ? 'Loading locations...' : 'Select a location'}
      options={(locations ?? []).map((location) => ({
        value: location.id,
        label: `${location.name} (${location.city})`,
      }))}
      hint="Session times follow this location's time zone"
      error={error}
    />
  )
}
