// What other modules may use of children: the admin's audited opening of a record, and the
// severe allergies a provider's rosters show for the children it may read the record of, and
// who may collect them; the sealing of a record as Child Profiles saves it (the demo seed); and
// the key rotation of the records.
export { adminChildRecordRoutes } from './admin-record-routes.ts'
export { SEALED_RECORDS } from './record-keys.ts'
export { sealRecord } from './record-sealing.ts'
export {
  allergyAlertsFor,
  type PickupDetails,
  pickupDetailsFor,
  type RecordSharing,
  recordSharing,
} from './record-sharing.ts'
