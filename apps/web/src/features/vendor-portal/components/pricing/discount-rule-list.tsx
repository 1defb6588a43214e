import {
  type DiscountRule,
  describeDiscountRule,
  describePricingScope,
  describeRuleFigures,
} from '@afc/contracts'
import { type ActivityChoice, titlesById } from './activity-choice'
import { DeleteDiscountRuleButton } from './delete-discount-rule-button'
import { DiscountRuleDialog } from './discount-rule-dialog'

interface DiscountRuleListProps {
  rules: readonly DiscountRule[]
  activities: readonly ActivityChoice[]
  onDeleted: () => void
}

/** Each rule in plain words, with the activities it applies to, as a card at every width. */
export function DiscountRuleList({ rules, activities, onDeleted }: DiscountRuleListProps) {
  const titles = titlesById(activities)
  return (
    <ul aria-label="Discounts" className="grid gap-3">
      {rules.map((rule) => (
        <li
          key={rule.id}
          className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="min-w-0 space-y-1">
            <p className="break-words font-medium">{describeRuleFigures(rule)}</p>
            <p className="break-words text-muted-foreground text-sm">
              {describePricingScope(rule.activityIds, titles)}
            </p>
          </div>
          <div className="flex shrink-0 gap-2">
            <DiscountRuleDialog
              rule={rule}
              words={describeDiscountRule(rule, titles)}
              activities={activities}
            />
            <DeleteDiscountRuleButton
              rule={rule}
              words={describeDiscountRule(rule, titles)}
              onDeleted={onDeleted}
            />
          </div>
        </li>
      ))}
    </ul>
  )
}
