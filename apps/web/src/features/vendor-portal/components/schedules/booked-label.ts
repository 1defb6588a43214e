/** '3 / 10 booked', or '3 booked' when the activity takes any number. */
export function bookedLabel(booked: number, capacity: number | null): string {
  return capacity === null ? `${booked} booked` : `${booked} / ${capacity} booked`
}
