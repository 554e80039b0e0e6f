import { Anchor, Text } from '@mantine/core'
import { Link } from 'react-router'
import { useDeskQuery } from '../../bridge/desk-query'
import { TEXT } from '../contrast'

/** The booking page's link back to the proposal it was booked from; nothing when it was not. */
export function FromProposalLink(props: { bookingId: string }) {
  const from = useDeskQuery('proposals.forBooking', { bookingId: props.bookingId })
  if (from.data === undefined || from.data === null) return null
  return (
    <Text size="sm" data-testid="from-proposal">
      From proposal{' '}
      <Anchor component={Link} to={`/proposals/${from.data.proposalId}`} c={TEXT.link} fw={600} fz="sm">
        {from.data.title}
      </Anchor>
    </Text>
  )
}
