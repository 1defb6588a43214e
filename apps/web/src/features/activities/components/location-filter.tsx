import { MapPin } from 'lucide-react'
import { useId } from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { useDebouncedText } from '../hooks/use-debounced-text'

interface LocationFilterProps {
  value: string
  onChange: (location: string) => void
}

/** City, state or ZIP code; applies when typing pauses, or at once on Enter. */
export function LocationFilter({ value, onChange }: LocationFilterProps) {
  const inputId = useId()
  const { text, setText, applyNow } = useDebouncedText(value, onChange)

  return (
    <div className="space-y-3">
      <Label htmlFor={inputId} className="font-semibold">
        Location
      </Label>
      <div className="relative">
        <MapPin
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={inputId}
          type="text"
          inputMode="search"
          autoComplete="address-level2"
          placeholder="City, state or ZIP"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') applyNow()
          }}
          className="pl-9"
        />
      </div>
    </div>
  )
}
