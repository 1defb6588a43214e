import { Search, X } from 'lucide-react'
import { type FormEvent, useId } from 'react'
import { Button } from '@/components/ui/button'
import { useDebouncedText } from '../hooks/use-debounced-text'

interface ActivitySearchBoxProps {
  value: string
  onSearch: (words: string) => void
}

/** Searches titles and category names; applies when typing pauses, or at once on Enter. */
export function ActivitySearchBox({ value, onSearch }: ActivitySearchBoxProps) {
  const inputId = useId()
  const { text, setText, applyNow } = useDebouncedText(value, onSearch)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    applyNow()
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: older Safari and Firefox do not expose <search> as a landmark
    <form
      role="search"
      onSubmit={submit}
      className="flex w-full items-center gap-2 rounded-xl border bg-card p-1.5 shadow-sm focus-within:outline-2 focus-within:outline-ring focus-within:outline-offset-2"
    >
      <label htmlFor={inputId} className="sr-only">
        Search activities
      </label>
      <Search className="ml-2 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <input
        id={inputId}
        type="search"
        name="q"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Try painting or soccer"
        className="h-10 min-w-0 flex-1 bg-transparent text-base placeholder:text-muted-foreground focus:outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      {text && (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Clear search"
          onClick={() => setText('')}
        >
          <X aria-hidden="true" />
        </Button>
      )}
      <Button type="submit" className="h-10 px-4 sm:px-6">
        Search
      </Button>
    </form>
  )
}
