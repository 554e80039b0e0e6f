import { z } from 'zod'
import { IsoDateSchema } from '../../../../shared/domain/dates'
import { PartyRoom, ProposalInput, ProposalLayout, type Proposal } from '../../../../shared/domain/proposals'

/**
 * The proposal page's header as the form holds it: the contract's fields, with a day not chosen as '' (the date
 * fields' empty value) instead of null, and checked with the contract's own schemas for each field.
 */
const Day = z.union([z.literal(''), IsoDateSchema], { error: 'Enter a date as YYYY-MM-DD' })
const shape = ProposalInput.shape

export const HeaderValues = z
  .object({
    title: shape.title,
    customerId: z.uuid().nullable(),
    customerName: shape.customerName,
    customerEmail: z.union([z.literal(''), z.email({ error: 'Enter an e-mail address' })]),
    tripStart: Day,
    tripEnd: Day,
    party: z.array(PartyRoom).max(8),
    validUntil: Day,
    introduction: shape.introduction,
    layout: ProposalLayout,
    showSuppliers: z.boolean(),
  })
  .refine(
    (values) => values.tripStart === '' || values.tripEnd === '' || values.tripEnd >= values.tripStart,
    {
      path: ['tripEnd'],
      message: 'The trip ends before it starts',
    },
  )
export type HeaderValues = z.infer<typeof HeaderValues>

export function headerOf(proposal: Proposal): HeaderValues {
  return {
    title: proposal.title,
    customerId: proposal.customerId,
    customerName: proposal.customerName,
    customerEmail: proposal.customerEmail,
    tripStart: proposal.tripStart ?? '',
    tripEnd: proposal.tripEnd ?? '',
    party: proposal.party,
    validUntil: proposal.validUntil ?? '',
    introduction: proposal.introduction,
    layout: proposal.layout,
    showSuppliers: proposal.showSuppliers,
  }
}

const orNull = (day: string): string | null => (day === '' ? null : day)

/** The header's values back into the proposal's fields (the options are left as they are). */
export function withHeader(proposal: Proposal, values: HeaderValues) {
  return {
    ...values,
    title: values.title.trim(),
    tripStart: orNull(values.tripStart),
    tripEnd: orNull(values.tripEnd),
    validUntil: orNull(values.validUntil),
  }
}
