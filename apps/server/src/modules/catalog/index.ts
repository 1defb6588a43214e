// What other modules may use of the catalogue: the one rule of what the public sees.
export {
  ACTIVITY_NOT_FOUND,
  IS_PUBLIC_ACTIVITY,
  PUBLIC_ACTIVITY_CONDITION,
  PUBLIC_ACTIVITY_JOIN,
} from './public-visibility.ts'
