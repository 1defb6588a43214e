import { ADMIN_PAYMENT_KIND_LABELS, ADMIN_PAYMENT_KINDS } from '@afc/contracts'
import { TextField } from '@/components/text-field'
import type { useListParams } from '../../lib/use-list-params'
import { FilterSelect } from '../filter-select'
import { SearchBox } from '../search-box'

const KIND_OPTIONS = ADMIN_PAYMENT_KINDS.map((kind) => ({
  value: kind,
  label: `${ADMIN_PAYMENT_KIND_LABELS[kind]}s`,
}))

interface PaymentFiltersProps {
  list: ReturnType<typeof useListParams<(typeof ADMIN_PAYMENT_KINDS)[number]>>
  providers: readonly { id: string; businessName: string }[]
}

/** Kind, provider, a range of days (UTC, both included) and a search, all kept in the URL. */
export function PaymentFilters({ list, providers }: PaymentFiltersProps) {
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-[minmax(0,1.6fr)_repeat(4,minmax(0,1fr))]">
      <SearchBox
        label="Search payments"
        placeholder="Family email, booking or reference"
        value={list.q}
        onSearch={list.setQ}
        className="col-span-2 lg:col-span-1"
      />
      <FilterSelect
        label="Kind"
        allLabel="All kinds"
        options={KIND_OPTIONS}
        value={list.filter}
        onChange={list.setFilter}
      />
      <FilterSelect
        label="Provider"
        allLabel="All providers"
        options={providers.map((provider) => ({
          value: provider.id,
          label: provider.businessName,
        }))}
        value={list.param('provider') || undefined}
        onChange={(value) =>
          list.setParam('provider', providers.some((p) => p.id === value) ? value : '')
        }
      />
      <TextField
        label="From"
        type="date"
        className="col-span-2 sm:col-span-1"
        value={list.param('from')}
        max={list.param('to') || undefined}
        onChange={(event) => list.setParam('from', event.target.value)}
      />
      <TextField
        label="To"
        type="date"
        className="col-span-2 sm:col-span-1"
        value={list.param('to')}
        min={list.param('from') || undefined}
        onChange={(event) => list.setParam('to', event.target.value)}
      />
    </div>
  )
}
