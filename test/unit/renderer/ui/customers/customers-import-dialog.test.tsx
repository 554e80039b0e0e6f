import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { CustomersImportPreview } from '../../../../../src/shared/ipc/people.contract'
import { renderInTheme } from '../render'

/** The import dialog: a file chosen, its columns mapped, every line's problem shown, nothing imported until fixed. */
const calls: { name: string; input: unknown }[] = []
let answerImport: unknown = null

const preview: CustomersImportPreview = {
  importId: 'import-id-0123456789abcdef',
  columns: ['Nom', 'Prénom', 'Mail'],
  suggested: { lastName: 0, firstName: 1, email: 2 },
  firstRows: [
    ['Lambert', 'Anne', 'anne@example.test'],
    ['', 'Paul', 'paul@'],
  ],
  rowCount: 2,
  problems: [
    { line: 3, errors: ['lastName: Enter the last name (or the company contact)', 'email: Enter an e-mail'] },
  ],
}

vi.mock('../../../../../src/renderer/src/bridge', async () => ({
  bridge: {
    invoke: async (name: string, input: unknown) => {
      calls.push({ name, input })
      if (name === 'customers.importPreview') return preview
      if (name === 'customers.import') return answerImport
      throw new Error(`The fake bridge has no answer for ${name}`)
    },
    on: () => () => undefined,
  },
  handOverFile: async () => ({ uploadId: 'handed-over-0123456789' }),
  BridgeError: (await import('../../../../../src/renderer/src/bridge/client')).BridgeError,
  isWebHost: false,
}))

const { CustomersImportDialog } =
  await import('../../../../../src/renderer/src/features/customers/import/CustomersImportDialog')

const chooseFile = () => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement
  const file = new File(['Nom,Prénom,Mail\n'], 'customers.csv', { type: 'text/csv' })
  fireEvent.change(input, { target: { files: [file] } })
}

beforeEach(() => {
  calls.length = 0
  answerImport = null
})

describe('customers import dialog', () => {
  it('shows the suggested mapping and every line problem in words, and imports with the mapping chosen', async () => {
    renderInTheme(<CustomersImportDialog opened onClose={() => undefined} />)
    chooseFile()
    expect(await screen.findByText('2 lines to import.')).toBeTruthy()
    expect(calls[0]).toEqual({
      name: 'customers.importPreview',
      input: { file: { uploadId: 'handed-over-0123456789' } },
    })
    const mailSelect = screen.getByLabelText('Field for column Mail') as HTMLSelectElement
    expect(mailSelect.value).toBe('email')
    expect(screen.getByTestId('import-problems').textContent).toContain(
      'Line 3: Last name: Enter the last name (or the company contact); E-mail: Enter an e-mail',
    )

    // The agent does not import the e-mails: the import names only the columns still mapped.
    fireEvent.change(mailSelect, { target: { value: '' } })
    answerImport = { imported: false, problems: [{ line: 3, errors: ['lastName: Enter the last name'] }] }
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 lines' }))
    await waitFor(() =>
      expect(screen.getByTestId('import-problems').textContent).toBe(
        'Line 3: Last name: Enter the last name',
      ),
    )
    expect(calls.at(-1)).toEqual({
      name: 'customers.import',
      input: { importId: preview.importId, mapping: { lastName: 0, firstName: 1 } },
    })

    answerImport = { imported: true, customersCreated: 2, customersMerged: 0, travellersCreated: 0 }
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 lines' }))
    expect(await screen.findByText('2 customers and 0 travellers imported.')).toBeTruthy()
    expect(screen.queryByTestId('import-problems')).toBeNull()
  })
})
