import { Search } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'

export function HeroSearch() {
  const navigate = useNavigate()
  const inputId = useId()
  const [query, setQuery] = useState('')

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const trimmed = query.trim()
    void navigate(trimmed ? `/activities?${new URLSearchParams({ q: trimmed })}` : '/activities')
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: older Safari and Firefox do not expose <search> as a landmark
    <form
      role="search"
      onSubmit={search}
      className="flex w-full max-w-xl items-center gap-2 rounded-xl border bg-card p-1.5 shadow-md focus-within:outline-2 focus-within:outline-ring focus-within:outline-offset-2"
    >
      <label htmlFor={inputId} className="sr-only">
        Search activities
      </label>
      <Search className="ml-2 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <input
        id={inputId}
        type="search"
        name="q"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Try painting or soccer"
        className="h-10 min-w-0 flex-1 bg-transparent text-base placeholder:text-muted-foreground focus:outline-none"
      />
      <Button type="submit" className="h-10 px-4 sm:px-6">
        Search
      </Button>
    </form>
  )
}
