import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderInTheme } from '../render'

const invoke = vi.fn()
vi.mock('../../../../../src/renderer/src/bridge', () => ({
  bridge: { invoke: (...args: unknown[]) => invoke(...args), on: () => () => undefined },
  BridgeError: class BridgeError extends Error {},
}))

const { PricingSection } = await import('../../../../../src/renderer/src/features/settings/PricingSection')

/** Only what the pickers read of a customer and of an experience offer. */
const customer = (id: string, displayName: string, fileId: string | null) => ({ id, displayName, fileId })
const experience = (id: string, name: string, city: string) => ({
  id,
  name,
  inCity: { id: 'C1', title: city },
})

function answer(channel: string, input: unknown): Promise<unknown> {
  if (channel === 'pricing.listRules') return Promise.resolve([])
  if (channel === 'customers.list')
    return Promise.resolve({
      items: [
        customer('c1', 'Lambert, Anne', 'CF-2041'),
        // No service file yet: no rule can match it, so it is not offered.
        customer('c2', 'Lambert, Paul', null),
      ],
      total: 2,
    })
  if (channel === 'experiences.search')
    return Promise.resolve({ results: [experience('X88', 'Tagus sunset cruise', 'Lisbon')] })
  if (channel === 'pricing.saveRule') return Promise.resolve({ id: 'r1', version: 1, ...(input as object) })
  return Promise.reject(new Error(channel))
}

async function newRuleFor(scope: string) {
  renderInTheme(<PricingSection />)
  fireEvent.click(await screen.findByRole('button', { name: 'Add a rule' }))
  const form = screen.getByRole('form', { name: 'New markup rule' })
  fireEvent.click(within(form).getByLabelText('Applies to'))
  fireEvent.click(await screen.findByRole('option', { name: scope, hidden: true }))
  return form
}

const savedScope = (scope: unknown) =>
  waitFor(() =>
    expect(invoke).toHaveBeenCalledWith(
      'pricing.saveRule',
      expect.objectContaining({ rule: expect.objectContaining({ scope }) }),
    ),
  )

describe('a markup rule scope picked from a list, never typed', { timeout: 30_000 }, () => {
  beforeEach(() => {
    invoke.mockReset()
    invoke.mockImplementation(answer)
  })

  it('offers no field to type an id in', async () => {
    const form = await newRuleFor('Supplier')
    expect(within(form).queryByLabelText(/code|id$/i)).toBeNull()
    expect(within(form).getByLabelText('Which supplier')).toBeTruthy()
  })

  it('picks a customer file among the agency customers that have one', async () => {
    const form = await newRuleFor('Customer file')
    await userEvent.type(await within(form).findByLabelText('Which customer file'), 'lamb')
    await waitFor(() =>
      expect(invoke).toHaveBeenCalledWith('customers.list', expect.objectContaining({ query: 'lamb' })),
    )
    fireEvent.click(await screen.findByText('Lambert, Anne (CF-2041)'))
    expect(screen.queryByText(/Lambert, Paul/)).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Save rule' }))
    await savedScope({ kind: 'customerFile', fileId: 'CF-2041', label: 'Lambert, Anne (CF-2041)' })
  })

  it('picks an experience found by its name', async () => {
    const form = await newRuleFor('Experience')
    await userEvent.type(await within(form).findByLabelText('Which experience'), 'sunset')
    await waitFor(() =>
      expect(invoke).toHaveBeenCalledWith('experiences.search', expect.objectContaining({ text: 'sunset' })),
    )
    fireEvent.click(await screen.findByText('Tagus sunset cruise, Lisbon'))
    fireEvent.click(screen.getByRole('button', { name: 'Save rule' }))
    await savedScope({ kind: 'experience', experienceId: 'X88', label: 'Tagus sunset cruise' })
  })

  it('lists the suppliers by name at once and keeps the code', async () => {
    const form = await newRuleFor('Supplier')
    fireEvent.click(within(form).getByLabelText('Which supplier'))
    fireEvent.click(
      await screen.findByRole('option', { name: 'Bed bank A (supplier_bedbank_a)', hidden: true }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Save rule' }))
    await savedScope({ kind: 'supplier', supplierCode: 'supplier_bedbank_a', label: 'Bed bank A' })
  })

  it('forgets the target picked when the kind of scope changes', async () => {
    const form = await newRuleFor('Supplier')
    fireEvent.click(within(form).getByLabelText('Which supplier'))
    fireEvent.click(
      await screen.findByRole('option', { name: 'Bed bank B (supplier_bedbank_b)', hidden: true }),
    )
    fireEvent.click(within(form).getByLabelText('Applies to'))
    fireEvent.click(await screen.findByRole('option', { name: 'Experience', hidden: true }))
    const picker = (await within(form).findByLabelText('Which experience')) as HTMLInputElement
    expect(picker.value).toBe('')
    fireEvent.click(screen.getByRole('button', { name: 'Save rule' }))
    await waitFor(() =>
      expect(within(form).getByLabelText('Which experience').getAttribute('aria-invalid')).toBe('true'),
    )
    expect(invoke).not.toHaveBeenCalledWith('pricing.saveRule', expect.anything())
  })
})
