import { Toaster as Sonner, type ToasterProps } from 'sonner'

/** The app's toast outlet. The product shows one toast at a time, the newest replacing the last. */
export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      visibleToasts={1}
      position="top-center"
      richColors
      closeButton
      toastOptions={{ classNames: { toast: 'font-sans' } }}
      {...props}
    />
  )
}
