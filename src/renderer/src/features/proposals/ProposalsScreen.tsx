import { Alert, Button, Chip, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { IconPlus, IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import {
  PROPOSAL_STATES,
  type ProposalState,
  type ProposalSummary,
} from '../../../../shared/domain/proposals'
import { counted } from '../../../../shared/i18n'
import { ACTION_COLOR } from '../../ui/contrast'
import { errorSentence } from '../../ui/errors'
import { PROPOSAL_STATE_VIEWS } from '../../ui/proposals/proposal-view'
import { ProposalsTable } from '../../ui/proposals/ProposalsTable'
import { NewProposalForm } from './NewProposalForm'
import { proposalWriteSentence, useDuplicateProposal, useProposalList } from './proposals-queries'

/**
 * The agency's proposals: searched by main (title, customer, an item's hotel or experience), filtered by state,
 * read again when main says one changed. Kept in agency.db: offline too.
 */
export function ProposalsScreen() {
  const navigate = useNavigate()
  const [search, setSearch] = useState('')
  const [query] = useDebouncedValue(search.trim(), 250)
  const [states, setStates] = useState<ProposalState[]>([])
  const [creating, setCreating] = useState(false)
  const list = useProposalList(query, states)
  const duplicate = useDuplicateProposal()

  const onDuplicate = async (proposal: ProposalSummary) => {
    try {
      const copy = await duplicate.mutateAsync({ id: proposal.id })
      notifications.show({
        color: 'teal',
        title: 'Proposal duplicated',
        message: `${copy.title}: a new draft.`,
      })
      void navigate(`/proposals/${copy.id}`)
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'Not duplicated',
        message: proposalWriteSentence(error, 'The proposal could not be duplicated. Try again.'),
      })
    }
  }

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Proposals</Title>
        <Button leftSection={<IconPlus size={16} />} color={ACTION_COLOR} onClick={() => setCreating(true)}>
          New proposal
        </Button>
      </Group>
      <Group align="flex-end" gap="lg">
        <TextInput
          label="Search proposals"
          description="Title, customer, a hotel or an experience"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={420}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="proposal-states-label">
            State
          </Text>
          <Chip.Group multiple value={states} onChange={(value) => setStates(value as ProposalState[])}>
            <Group gap={6} role="group" aria-labelledby="proposal-states-label">
              {PROPOSAL_STATES.map((state) => (
                <Chip key={state} value={state} size="sm">
                  {PROPOSAL_STATE_VIEWS[state].label}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
      </Group>
      {list.error && (
        <Alert color="red" title="The proposals could not be read" role="alert">
          {errorSentence(list.error, { fallback: 'The proposals could not be read. Try again.' })}
        </Alert>
      )}
      <Text size="sm" aria-live="polite" data-testid="proposals-count">
        {list.data === undefined ? 'Reading your proposals…' : counted('proposal', list.data.length)}
      </Text>
      {list.data !== undefined && list.data.length > 0 && (
        <ProposalsTable
          proposals={list.data}
          onDuplicate={(proposal) => void onDuplicate(proposal)}
          duplicating={duplicate.isPending ? (duplicate.variables?.id ?? null) : null}
        />
      )}
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={creating}
        onClose={() => setCreating(false)}
        title="New proposal"
      >
        <NewProposalForm
          onDone={(created) => {
            setCreating(false)
            if (created !== null) void navigate(`/proposals/${created.id}`)
          }}
        />
      </Modal>
    </Stack>
  )
}
