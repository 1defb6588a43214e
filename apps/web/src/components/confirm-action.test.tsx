import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-error'
import { ConfirmAction } from './confirm-action'
import { Button } from './ui/button'

const TITLE = 'Remove this location?'
const DESCRIPTION = 'Park Pavilion will no longer be offered for your activities.'

function renderConfirm(onConfirm: () => Promise<unknown>, fields?: ReactNode) {
  render(
    <ConfirmAction
      trigger={<Button>Remove</Button>}
      title={TITLE}
      description={DESCRIPTION}
      cancelLabel="Keep it"
      confirmLabel="Remove location"
      pendingLabel="Removing..."
      onConfirm={onConfirm}
    >
      {fields}
    </ConfirmAction>,
  )
  return screen.getByRole('button', { name: 'Remove' })
}

/** A promise the test settles when it chooses, to look at the dialog while it waits. */
function deferred() {
  let resolve: (value: unknown) => void = () => {}
  const promise = new Promise((settle) => {
    resolve = settle
  })
  return { promise, resolve }
}

describe('ConfirmAction', () => {
  it('asks in a named, described alert dialog that takes the focus and gives it back', async () => {
    const onConfirm = vi.fn(async () => {})
    const trigger = renderConfirm(onConfirm)

    await userEvent.click(trigger)
    const dialog = screen.getByRole('alertdialog', { name: TITLE })
    expect(dialog).toHaveAccessibleDescription(DESCRIPTION)
    expect(dialog).toContainElement(document.activeElement as HTMLElement)

    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(trigger).toHaveFocus()
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('says it is working until the action is done, then closes', async () => {
    const answer = deferred()
    const trigger = renderConfirm(() => answer.promise)

    await userEvent.click(trigger)
    const dialog = screen.getByRole('alertdialog', { name: TITLE })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove location' }))

    expect(within(dialog).getByRole('button', { name: 'Removing...' })).toBeDisabled()
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toBeDisabled()
    answer.resolve(undefined)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(trigger).toHaveFocus()
  })

  it("shows the server's refusal inside and stays open to be read", async () => {
    const refusal = 'This location is used by an upcoming session.'
    const trigger = renderConfirm(async () => {
      throw new ApiError({ type: 'about:blank', status: 409, title: 'Conflict', detail: refusal })
    })

    await userEvent.click(trigger)
    const dialog = screen.getByRole('alertdialog', { name: TITLE })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove location' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal)
    expect(within(dialog).getByRole('button', { name: 'Remove location' })).toBeEnabled()
  })

  it('stays open when the action declines, and a field in it submits with Enter', async () => {
    const onConfirm = vi.fn(async () => false)
    const trigger = renderConfirm(onConfirm, <input aria-label="Your password" />)

    await userEvent.click(trigger)
    const dialog = screen.getByRole('alertdialog', { name: TITLE })
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'secret{Enter}')

    expect(onConfirm).toHaveBeenCalledOnce()
    expect(screen.getByRole('alertdialog', { name: TITLE })).toBeInTheDocument()
  })
})
