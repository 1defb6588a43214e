import { Upload } from 'lucide-react'
import { useId, useRef } from 'react'
import { Button } from '@/components/ui/button'
import type { ImageUpload } from './use-image-upload'

interface ImageUploadButtonProps {
  label: string
  /** Names the hidden file input for assistive technology and tests. */
  inputLabel: string
  upload: ImageUpload
}

/** A button that opens the file picker; the upload starts as soon as an image is chosen. */
export function ImageUploadButton({ label, inputLabel, upload }: ImageUploadButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null)
  const inputId = useId()
  return (
    <>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="image/*"
        aria-label={inputLabel}
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0]
          // Cleared so that choosing the same file again still counts as a choice.
          event.target.value = ''
          if (file) upload.start(file)
        }}
      />
      <Button
        type="button"
        variant="outline"
        disabled={upload.isPending}
        onClick={() => inputRef.current?.click()}
      >
        <Upload aria-hidden="true" />
        {upload.isPending ? 'Uploading...' : label}
      </Button>
    </>
  )
}
