import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi, problem } from '@/test/fake-api'
import { renderApp } from '@/test/render-app'

const confirmation =
  'Thank you! Your message has reached our team. We usually reply within two working days.'

async function renderContact() {
  renderApp('/contact')
  // The first test also waits for the page's code to load.
  await screen.findByRole('heading', { level: 1, name: 'Contact Us' }, { timeout: 5000 })
}

async function fillIn({ name = 'Maria', email = 'maria@example.com', message = '' }) {
  if (name) await userEvent.type(screen.getByLabelText('Name'), name)
  if (email) await userEvent.type(screen.getByLabelText('Email'), email)
  if (message) await userEvent.type(screen.getByLabelText('Message'), message)
  await userEvent.click(screen.getByRole('button', { name: 'Send message' }))
}

describe('ContactPage', () => {
  it('shows what is missing under each input, without sending', async () => {
    const api = fakeApi({})
    await renderContact()

    await fillIn({ name: '', email: 'maria@', message: 'Hi' })

    expect(await screen.findByText('Please tell us your name')).toBeInTheDocument()
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument()
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      'Please write a message of at least 10 characters',
    )
    expect(api).not.toHaveBeenCalledWith('/api/contact', expect.anything())
  })

  it("puts the server's field messages under the inputs", async () => {
    fakeApi({
      'POST /api/contact': {
        status: 400,
        body: problem(400, 'Bad Request', 'email: Please enter a valid email address', {
          email: ['Please enter a valid email address'],
        }),
      },
    })
    await renderContact()

    await fillIn({ message: 'Do you have classes for three-year-olds?' })

    expect(await screen.findByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    )
  })

  it('sends the message and confirms it', async () => {
    const api = fakeApi({ 'POST /api/contact': { status: 201, body: { message: confirmation } } })
    await renderContact()

    await fillIn({ message: 'Do you have classes for three-year-olds?' })

    const status = await screen.findByRole('status')
    expect(within(status).getByText(confirmation)).toBeInTheDocument()
    expect(api).toHaveBeenCalledWith(
      '/api/contact',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({
          name: 'Maria',
          email: 'maria@example.com',
          subject: '',
          message: 'Do you have classes for three-year-olds?',
        }),
      }),
    )

    await userEvent.click(within(status).getByRole('button', { name: 'Send another message' }))
    expect(screen.getByLabelText('Message')).toHaveValue('')
  })
})
