import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

// jsdom implements neither pointer capture nor scrolling into view, which Radix Select calls
// when it opens; these stand-ins do nothing, as a browser would for a pointer it never captured.
Element.prototype.hasPointerCapture ??= () => false
Element.prototype.releasePointerCapture ??= () => {}
Element.prototype.scrollIntoView ??= () => {}

/** Opens the dropdown labelled `label` and picks `option`, as a person would. */
export async function chooseOption(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }))
  await userEvent.click(await screen.findByRole('option', { name: option }))
}
