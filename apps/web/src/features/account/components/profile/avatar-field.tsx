import type { Account } from '@afc/contracts'
import { Upload, UserRound } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { failureMessage } from '@/lib/problem-feedback'
import { useUploadAvatar } from '../../api/upload-avatar'

/** The server's limits, checked here first so nobody waits for an upload to be refused. */
const MAX_AVATAR_BYTES = 5 * 1024 * 1024
const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp']

function problemWith(file: File): string | null {
  if (!AVATAR_TYPES.includes(file.type)) return 'Please choose a JPEG, PNG or WebP image.'
  if (file.size > MAX_AVATAR_BYTES)
    return 'The image is larger than 5 MB. Please choose a smaller one.'
  return null
}

/** The profile photo: a preview of the chosen file at once, then the server's copy. */
export function AvatarField({ profile }: { profile: Account['profile'] }) {
  const inputRef = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const upload = useUploadAvatar()
  const [preview, setPreview] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  // An object URL holds the file in memory until it is revoked.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview)
    },
    [preview],
  )

  const start = (file: File) => {
    const problem = problemWith(file)
    setFailure(problem)
    if (problem) return
    setPreview(URL.createObjectURL(file))
    upload.mutate(file, {
      // By now the account was fetched again, so the server's copy takes the preview's place.
      onSuccess: () => {
        setPreview(null)
        toast.success('Photo uploaded')
      },
      onError: (error) => {
        setPreview(null)
        setFailure(failureMessage(error, 'Failed to upload your photo. Please try again.'))
      },
    })
  }

  const shown = preview ?? profile.avatarUrl
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-full border bg-muted">
        {shown ? (
          <img src={shown} alt="You" className="size-full object-cover" />
        ) : (
          <UserRound
            className="size-10 text-muted-foreground"
            role="img"
            aria-label="No photo yet"
          />
        )}
      </div>
      <div className="grid gap-2">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          aria-label="Profile photo file"
          tabIndex={-1}
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0]
            // Cleared so that choosing the same file again still counts as a choice.
            event.target.value = ''
            if (file) start(file)
          }}
        />
        <div>
          <Button
            type="button"
            variant="outline"
            disabled={upload.isPending}
            onClick={() => inputRef.current?.click()}
          >
            <Upload aria-hidden="true" />
            {upload.isPending ? 'Uploading...' : 'Upload photo'}
          </Button>
        </div>
        {failure ? (
          <p role="alert" className="text-destructive text-sm">
            {failure}
          </p>
        ) : (
          <p className="text-muted-foreground text-sm">JPEG, PNG or WebP, up to 5 MB</p>
        )}
      </div>
    </div>
  )
}
