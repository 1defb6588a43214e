/** Where a session takes place, as the venue rows hold it; any part may be missing. */
export type Venue = {
  name: string | null
  address: string | null
  city: string | null
  state: string | null
  zipcode: string | null
}

/** 'Sunny Studio, 12 Oak St, Austin, TX 78701', or null without a street address. */
export function venueLine(venue: Venue): string | null {
  if (!venue.address) return null
  const region = [venue.state, venue.zipcode].filter(Boolean).join(' ')
  return [venue.name, venue.address, venue.city, region].filter(Boolean).join(', ')
}
