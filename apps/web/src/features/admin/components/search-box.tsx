import { Search } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/utils'

interface SearchBoxProps {
  label: string
  placeholder?: string
  /** The search in force (from the URL). */
  value: string
  onSearch: (text: string) => void
  className?: string
}

const TYPING_PAUSE_MS = 300

/** A search field that searches once typing pauses, or at once on Enter. */
export function SearchBox({ label, placeholder, value, onSearch, className }: SearchBoxProps) {
  const id = useId()
  const [text, setText] = useState(value)
  const onSearchRef = useRef(onSearch)
  onSearchRef.current = onSearch

  // The URL can change under the box (back button, a link): the box follows it, but keeps a
  // trailing space the person is still typing.
  useEffect(() => {
    setText((current) => (current.trim() === value ? current : value))
  }, [value])

  useEffect(() => {
    if (text.trim() === value) return
    const timer = setTimeout(() => onSearchRef.current(text), TYPING_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [text, value])

  return (
    <form
      className={cn('grid gap-2', className)}
      onSubmit={(event) => {
        event.preventDefault()
        onSearch(text)
      }}
    >
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          className="pl-9"
        />
      </div>
    </form>
  )
}
