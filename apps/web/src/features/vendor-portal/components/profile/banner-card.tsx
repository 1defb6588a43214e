import { ImageIcon } from 'lucide-react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { ImageUploadButton } from './image-upload-button'
import type { ImageUpload } from './use-image-upload'

interface BannerCardProps {
  bannerUrl: string | null
  upload: ImageUpload
}

export function BannerCard({ bannerUrl, upload }: BannerCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Banner Image</CardTitle>
        <CardDescription>The wide picture across the top of your public page</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="aspect-[3/1] overflow-hidden rounded-lg border bg-muted">
          {bannerUrl ? (
            <img src={bannerUrl} alt="Your banner" className="size-full object-cover" />
          ) : (
            <div className="flex size-full flex-col items-center justify-center gap-2 text-muted-foreground">
              <ImageIcon className="size-8" aria-hidden="true" />
              <p className="text-sm">No banner image</p>
            </div>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <ImageUploadButton label="Upload Banner" inputLabel="Banner image file" upload={upload} />
          <p className="text-muted-foreground text-sm">Recommended: 1500x500px, up to 5 MB</p>
        </div>
      </CardContent>
    </Card>
  )
}
