import { counted } from '../../../../../shared/i18n'
import { Alert, Button, FileButton, Group, List, Modal, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import type { ImportMapping } from '../../../../../shared/domain/people'
import type { CustomersImportPreview, ImportRowErrors } from '../../../../../shared/ipc/people.contract'
import { useDeskMutation } from '../../../bridge/desk-query'
import { ACTION_COLOR } from '../../../ui/contrast'
import { knownFailure } from '../../../ui/errors'
import { handOverCsv } from './hand-over-csv'
import { problemInWords } from './import-fields'
import { ImportPreviewTable } from './ImportPreviewTable'

const failureText = (error: unknown, fallback: string): string => knownFailure(error)?.message || fallback

/**
 * Customers from a CSV file: choose the file (handed over to main as the other uploads are), see its first lines
 * and how each column is read, fix the mapping, confirm. Main imports all or nothing: with any line's problem
 * nothing is written and every such line is listed here.
 */
export function CustomersImportDialog(props: { opened: boolean; onClose(): void }) {
  const [preview, setPreview] = useState<CustomersImportPreview | null>(null)
  const [mapping, setMapping] = useState<ImportMapping>({})
  const [problems, setProblems] = useState<ImportRowErrors[]>([])
  const [failure, setFailure] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const previewCall = useDeskMutation('customers.importPreview')
  const importCall = useDeskMutation('customers.import')

  const close = () => {
    setPreview(null)
    setProblems([])
    setFailure(null)
    setDone(null)
    props.onClose()
  }

  const read = async (file: File | null) => {
    if (file === null) return
    setBusy(true)
    setFailure(null)
    setDone(null)
    try {
      const handed = await handOverCsv(file)
      if ('problem' in handed) {
        setFailure(handed.problem)
        return
      }
      const read = await previewCall.mutateAsync({ file: handed.file })
      setPreview(read)
      setMapping(read.suggested)
      setProblems(read.problems)
    } catch (error) {
      setFailure(failureText(error, `${file.name} could not be read.`))
    } finally {
      setBusy(false)
    }
  }

  const confirm = async () => {
    if (preview === null) return
    setBusy(true)
    setFailure(null)
    try {
      const result = await importCall.mutateAsync({ importId: preview.importId, mapping })
      if (result.imported) {
        setPreview(null)
        setProblems([])
        setDone(importedSentence(result))
      } else setProblems(result.problems)
    } catch (error) {
      setFailure(failureText(error, 'The customers could not be imported.'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal
      opened={props.opened}
      onClose={close}
      title="Import customers from CSV"
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack>
        <Text size="sm">
          A header line, then one customer a line (a line per traveller for customers with several). Columns
          are matched by their header, in English or French; change any below before importing. A line with a
          birthdate or passport but no traveller name makes the customer their own traveller.
        </Text>
        <FileButton onChange={(file) => void read(file)} accept=".csv,text/csv">
          {(button) => (
            <Button {...button} variant="default" loading={busy && preview === null} w="fit-content">
              Choose CSV file
            </Button>
          )}
        </FileButton>
        {failure !== null && <Alert color="red">{failure}</Alert>}
        {done !== null && <Alert color="green">{done}</Alert>}
        {preview !== null && (
          <>
            <Text size="sm">{preview.rowCount} lines to import.</Text>
            <ImportPreviewTable
              columns={preview.columns}
              firstRows={preview.firstRows}
              mapping={mapping}
              onChange={(next) => {
                setMapping(next)
                setProblems([])
              }}
            />
            {problems.length > 0 && (
              <Alert color="red" title={counted('importLinesToFix', problems.length)}>
                <List size="sm" data-testid="import-problems">
                  {problems.map((problem) => (
                    <List.Item key={problem.line}>
                      Line {problem.line}: {problem.errors.map(problemInWords).join('; ')}
                    </List.Item>
                  ))}
                </List>
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button color={ACTION_COLOR} onClick={() => void confirm()} loading={busy}>
                Import {preview.rowCount} lines
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  )
}

/** The Customers screen's "Import CSV" button with its dialog. */
export function CustomersImportButton() {
  const [opened, setOpened] = useState(false)
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        Import CSV
      </Button>
      <CustomersImportDialog opened={opened} onClose={() => setOpened(false)} />
    </>
  )
}

/** "2 customers and 0 travellers imported." with "1 customer merged with a known one" when a line named one. */
function importedSentence(result: {
  customersCreated: number
  customersMerged: number
  travellersCreated: number
}): string {
  const made = `${counted('customer', result.customersCreated)} and ${counted('traveller', result.travellersCreated)} imported`
  return result.customersMerged === 0
    ? `${made}.`
    : `${made}; ${counted('customersMerged', result.customersMerged)}.`
}
