import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import {
  IconCheck,
  IconCopy,
  IconFileTypePdf,
  IconMail,
  IconSend,
  IconTrash,
  IconX,
} from '@tabler/icons-react'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import type { Proposal } from '../../../../shared/domain/proposals'
import { ACTION_COLOR } from '../../ui/contrast'
import { useProposalDocumentsStore } from './proposal-documents.store'
import {
  proposalWriteSentence,
  useDeleteProposal,
  useDuplicateProposal,
  useSetProposalState,
} from './proposals-queries'

/**
 * What the agent does with a proposal: send it (and back to draft to edit again), record a no, take a yes to the
 * accept screen, duplicate, delete, print the PDF, make the e-mail draft. Writes carry the version shown.
 */
export function ProposalActions(props: { proposal: Proposal }) {
  const { proposal } = props
  const navigate = useNavigate()
  const setState = useSetProposalState()
  const duplicate = useDuplicateProposal()
  const remove = useDeleteProposal()
  const documents = useProposalDocumentsStore()
  const [failure, setFailure] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const notice = documents.proposalId === proposal.id ? documents.notice : null

  const move = async (state: 'draft' | 'sent' | 'declined') => {
    setFailure(null)
    try {
      await setState.mutateAsync({ id: proposal.id, expectedVersion: proposal.version, state })
    } catch (error) {
      setFailure(proposalWriteSentence(error, 'The proposal could not be changed. Try again.'))
    }
  }
  const copy = async () => {
    setFailure(null)
    try {
      const made = await duplicate.mutateAsync({ id: proposal.id })
      notifications.show({
        color: 'teal',
        title: 'Proposal duplicated',
        message: `${made.title}: a new draft.`,
      })
      void navigate(`/proposals/${made.id}`)
    } catch (error) {
      setFailure(proposalWriteSentence(error, 'The proposal could not be duplicated. Try again.'))
    }
  }
  const destroy = async () => {
    setFailure(null)
    try {
      await remove.mutateAsync({ id: proposal.id, expectedVersion: proposal.version })
      setConfirming(false)
      notifications.show({ color: 'teal', title: 'Proposal deleted', message: proposal.title })
      void navigate('/proposals')
    } catch (error) {
      setConfirming(false)
      setFailure(proposalWriteSentence(error, 'The proposal could not be deleted. Try again.'))
    }
  }
  const empty = proposal.options.every((option) => option.items.length === 0)

  return (
    <Stack gap="xs">
      <Group gap="xs">
        {proposal.state === 'draft' && (
          <Button
            color={ACTION_COLOR}
            leftSection={<IconSend size={16} />}
            loading={setState.isPending}
            disabled={empty}
            title={empty ? 'Add something to an option first' : undefined}
            onClick={() => void move('sent')}
          >
            Mark as sent
          </Button>
        )}
        {proposal.state === 'sent' && (
          <>
            <Button
              component={Link}
              to={`/proposals/${proposal.id}/accept`}
              color={ACTION_COLOR}
              leftSection={<IconCheck size={16} />}
            >
              Accept an option
            </Button>
            <Button variant="default" loading={setState.isPending} onClick={() => void move('draft')}>
              Back to draft
            </Button>
            <Button
              variant="default"
              leftSection={<IconX size={16} />}
              loading={setState.isPending}
              onClick={() => void move('declined')}
            >
              Declined
            </Button>
          </>
        )}
        <Button
          variant="default"
          leftSection={<IconFileTypePdf size={16} />}
          loading={documents.busy === 'pdf'}
          onClick={() => void documents.print(proposal.id)}
        >
          Print PDF
        </Button>
        <Button
          variant="default"
          leftSection={<IconMail size={16} />}
          loading={documents.busy === 'email'}
          onClick={() => void documents.email(proposal.id)}
        >
          E-mail draft
        </Button>
        <Button
          variant="default"
          leftSection={<IconCopy size={16} />}
          loading={duplicate.isPending}
          onClick={() => void copy()}
        >
          Duplicate
        </Button>
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={() => setConfirming(true)}
        >
          Delete
        </Button>
      </Group>
      {notice !== null && (
        <Alert
          color={notice.tone === 'ok' ? 'teal' : 'red'}
          role={notice.tone === 'ok' ? 'status' : 'alert'}
          data-testid="proposal-document-notice"
        >
          {notice.text}
        </Alert>
      )}
      {failure !== null && (
        <Alert color="red" role="alert" title="Not changed">
          {failure}
        </Alert>
      )}
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Delete this proposal?"
      >
        <Stack gap="sm">
          <Text size="sm">
            "{proposal.title}" leaves the proposals list. Bookings made from it stay as they are.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => void destroy()}>
              Delete the proposal
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  )
}
