/** An activity a rule or code may be limited to, as the forms offer it. */
export interface ActivityChoice {
  id: string
  title: string
}

/** Activity titles by id, to name the activities of a rule or code in its description. */
export function titlesById(activities: readonly ActivityChoice[]): ReadonlyMap<string, string> {
  return new Map(activities.map((activity) => [activity.id, activity.title]))
}
