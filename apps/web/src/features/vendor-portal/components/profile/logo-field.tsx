import { Store } from 'lucide-react'
import { ImageUploadButton } from './image-upload-button'
import type { ImageUpload } from './use-image-upload'

interface LogoFieldProps {
  logoUrl: string | null
  upload: ImageUpload
}

export function LogoField({ logoUrl, upload }: LogoFieldProps) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-full border bg-muted">
        {logoUrl ? (
          <img src={logoUrl} alt="Your logo" className="size-full object-cover" />
        ) : (
          <Store className="size-8 text-muted-foreground" role="img" aria-label="No logo yet" />
        )}
      </div>
      <div className="grid gap-2">
        <p className="font-medium text-sm">Logo</p>
        <div>
          <ImageUploadButton label="Upload Logo" inputLabel="Logo image file" upload={upload} />
        </div>
        <p className="text-muted-foreground text-sm">Recommended: 250x250px</p>
      </div>
    </div>
  )
}
