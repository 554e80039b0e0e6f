import { Alert, Button, Group, Modal, Stack } from '@mantine/core'
import { useState, type ReactNode } from 'react'

export interface ConfirmAction {
  label: string
  color: string
  onClick(): void
  loading?: boolean
  disabled?: boolean
}

interface Props {
  title: string
  onClose(): void
  /** What the change does and what stays as it is; alerts of its own (a refusal, a checklist) go here too. */
  children: ReactNode
  /** The failure of the last try, as a sentence. */
  error?: string | null
  cancelLabel?: string
  confirm: ConfirmAction
}

/** Every inventory change that cannot be undone is confirmed the same way: the sentences, the failure, then the choice. */
export function ConfirmDialog(props: Props) {
  const { confirm } = props
  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close' }} opened onClose={props.onClose} title={props.title}>
      <Stack gap="sm">
        {props.children}
        {props.error && (
          <Alert color="red" role="alert">
            {props.error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {props.cancelLabel ?? 'Cancel'}
          </Button>
          <Button
            color={confirm.color}
            loading={confirm.loading}
            disabled={confirm.disabled}
            onClick={confirm.onClick}
          >
            {confirm.label}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

/**
 * The confirmed change of a dialog: busy while it runs, and what the dialog shows of a failure (`describe`) kept
 * until the next try. The change itself closes the dialog when it succeeds.
 */
export function useConfirmedChange<Failure>(describe: (failure: unknown) => Failure) {
  const [failure, setFailure] = useState<Failure | null>(null)
  const [busy, setBusy] = useState(false)
  const run = async (change: () => Promise<void>) => {
    setBusy(true)
    try {
      await change()
    } catch (caught) {
      setFailure(describe(caught))
    } finally {
      setBusy(false)
    }
  }
  return { busy, failure, setFailure, run }
}
