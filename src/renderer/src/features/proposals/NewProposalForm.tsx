import { Alert, Button, Group, Stack, TextInput } from '@mantine/core'
import { useState } from 'react'
import type { Proposal } from '../../../../shared/domain/proposals'
import { ACTION_COLOR } from '../../ui/contrast'
import { CustomerPicker } from './CustomerPicker'
import { proposalWriteSentence, useCreateProposal } from './proposals-queries'

/** A new, empty draft: a title and whom it is for; the rest is filled on its page and by "Add to proposal". */
export function NewProposalForm(props: { onDone(created: Proposal | null): void }) {
  const create = useCreateProposal()
  const [title, setTitle] = useState('')
  const [customer, setCustomer] = useState<{ id: string | null; name: string; email: string }>({
    id: null,
    name: '',
    email: '',
  })
  const [failure, setFailure] = useState<string | null>(null)
  const [titleError, setTitleError] = useState<string | null>(null)

  const submit = async () => {
    setFailure(null)
    if (title.trim() === '') {
      setTitleError('Give the proposal a title')
      return
    }
    try {
      const created = await create.mutateAsync({
        title: title.trim(),
        customerId: customer.id,
        customerName: customer.name,
        customerEmail: customer.email,
      })
      props.onDone(created)
    } catch (error) {
      setFailure(proposalWriteSentence(error, 'The proposal could not be made. Try again.'))
    }
  }

  return (
    <form
      aria-label="New proposal"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Title"
          required
          placeholder="Lisbon in May"
          value={title}
          error={titleError}
          onChange={(event) => {
            setTitle(event.currentTarget.value)
            setTitleError(null)
          }}
        />
        <CustomerPicker
          customerId={customer.id}
          customerName={customer.name}
          onPick={(picked) =>
            setCustomer(
              picked === null
                ? { id: null, name: customer.name, email: customer.email }
                : { id: picked.id, name: picked.displayName, email: picked.email },
            )
          }
        />
        <TextInput
          label="Customer's name"
          value={customer.name}
          onChange={(event) => setCustomer({ ...customer, name: event.currentTarget.value })}
        />
        {failure !== null && (
          <Alert color="red" role="alert" title="Not made">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => props.onDone(null)}>
            Cancel
          </Button>
          <Button type="submit" color={ACTION_COLOR} loading={create.isPending}>
            Make the proposal
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
