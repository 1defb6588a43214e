import { waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { keepFocusThroughSaving } from './focus-through-saving'

let stop: () => void

function renderForm() {
  document.body.innerHTML = `
    <form><fieldset><input aria-label="Name" /><button type="submit">Save</button></fieldset></form>
    <button type="button">Elsewhere</button>`
  const [fieldset, input, save, elsewhere] = [
    'fieldset',
    'input',
    'form button',
    'body > button',
  ].map((selector) => document.querySelector(selector) as HTMLElement) as [
    HTMLFieldSetElement,
    HTMLInputElement,
    HTMLButtonElement,
    HTMLButtonElement,
  ]
  return { fieldset, input, save, elsewhere }
}

/** What the browser does when the focused Save is disabled by its form saving. */
function startSaving(fieldset: HTMLFieldSetElement, save: HTMLButtonElement) {
  save.focus()
  fieldset.disabled = true
  // Chrome drops the focus here with a focusout; jsdom keeps it and sends none.
  save.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }))
}

describe('keepFocusThroughSaving', () => {
  beforeEach(() => {
    stop = keepFocusThroughSaving(document)
  })
  afterEach(() => stop())

  it('gives the focus back to Save once the form is enabled again', async () => {
    const { fieldset, save } = renderForm()
    startSaving(fieldset, save)

    fieldset.disabled = false

    await waitFor(() => expect(save).toHaveFocus())
  })

  it('puts it on the control before Save when Save stays off', async () => {
    const { fieldset, input, save } = renderForm()
    startSaving(fieldset, save)

    save.disabled = true
    fieldset.disabled = false

    await waitFor(() => expect(input).toHaveFocus())
  })

  it('leaves alone a focus the user moved meanwhile', async () => {
    const { fieldset, save, elsewhere } = renderForm()
    startSaving(fieldset, save)
    elsewhere.focus()

    fieldset.disabled = false
    await Promise.resolve()

    expect(elsewhere).toHaveFocus()
  })
})
