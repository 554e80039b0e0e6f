import { Alert, Anchor, Group, List, Loader, Stack, Text, Title } from '@mantine/core'
import { Link, useParams } from 'react-router'
import { formatIsoDate } from '../../../../shared/domain/dates'
import type { Proposal } from '../../../../shared/domain/proposals'
import { TEXT } from '../../ui/contrast'
import { errorSentence } from '../../ui/errors'
import { useAgentFormat } from '../../ui/format'
import { ProposalStateBadge } from '../../ui/proposals/ProposalStateBadge'
import { optionTitle } from '../../ui/proposals/proposal-view'
import { SectionCard } from '../../ui/SectionCard'
import { ProposalActions } from './ProposalActions'
import { ProposalHeaderForm } from './ProposalHeaderForm'
import { ProposalOptions } from './ProposalOptions'
import { useProposal } from './proposals-queries'

/** One proposal: its header and options (edited while draft), what to do with it, its bookings once accepted. */
export function ProposalScreen() {
  const { id = '' } = useParams()
  const read = useProposal(id)
  if (read.error) {
    return (
      <Alert color="red" title="This proposal could not be read" role="alert">
        {errorSentence(read.error, {
          fallback: 'The proposal could not be read. Try again.',
          overrides: { notFound: 'This proposal does not exist on this desk (it may have been deleted).' },
        })}{' '}
        <Anchor component={Link} to="/proposals">
          Back to the proposals
        </Anchor>
      </Alert>
    )
  }
  if (read.data === undefined) return <Loader aria-label="Reading the proposal" />
  return <ProposalPage proposal={read.data} />
}

function ProposalPage(props: { proposal: Proposal }) {
  const { proposal } = props
  const format = useAgentFormat()
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/proposals" size="sm" c={TEXT.link}>
        ← Proposals
      </Anchor>
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Group gap="sm">
            <Title order={2}>{proposal.title}</Title>
            <ProposalStateBadge state={proposal.state} />
          </Group>
          <Text size="sm">
            {proposal.customerId !== null ? (
              <Anchor component={Link} to={`/customers/${proposal.customerId}`} c={TEXT.link} fz="sm">
                {proposal.customerName || 'The customer'}
              </Anchor>
            ) : (
              proposal.customerName || 'No customer yet'
            )}
            {proposal.validUntil !== null &&
              ` · valid until ${formatIsoDate(proposal.validUntil, format.locale)}`}
          </Text>
        </Stack>
      </Group>
      <ProposalActions proposal={proposal} />
      {proposal.state !== 'draft' && proposal.state !== 'accepted' && (
        <Text size="sm" c="dimmed">
          Only a draft can be edited: "Back to draft" to change it.
        </Text>
      )}
      {proposal.bookings.length > 0 && <ProposalBookings proposal={proposal} />}
      <SectionCard title="Details" testId="proposal-details">
        <ProposalHeaderForm proposal={proposal} />
      </SectionCard>
      <ProposalOptions proposal={proposal} />
    </Stack>
  )
}

/** Where the accepted option's items went: each booking, a link to its page. */
function ProposalBookings(props: { proposal: Proposal }) {
  const { proposal } = props
  const index = proposal.options.findIndex((option) => option.id === proposal.acceptedOptionId)
  const option = proposal.options[index]
  const nameOf = (itemId: string) => {
    const item = proposal.options.flatMap((o) => o.items).find((i) => i.id === itemId)
    return item === undefined ? 'Item' : item.kind === 'hotel' ? item.hotel.name : item.experience.name
  }
  return (
    <SectionCard title="Bookings" testId="proposal-bookings">
      {option !== undefined && <Text size="sm">The customer chose {optionTitle(option, index)}.</Text>}
      <List size="sm">
        {proposal.bookings.map((link) => (
          <List.Item key={link.itemId}>
            {nameOf(link.itemId)}:{' '}
            <Anchor component={Link} to={`/bookings/${link.bookingId}`} c={TEXT.link} fz="sm" fw={600}>
              {link.reference || link.bookingId}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </SectionCard>
  )
}
