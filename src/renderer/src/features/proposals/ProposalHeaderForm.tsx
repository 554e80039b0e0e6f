import {
  Alert,
  Button,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { zod4Resolver } from 'mantine-form-zod-resolver'
import { useEffect } from 'react'
import type { Proposal } from '../../../../shared/domain/proposals'
import { ACTION_COLOR } from '../../ui/contrast'
import { LocaleDateInput } from '../../ui/format/LocaleDateInput'
import { CustomerPicker } from './CustomerPicker'
import { PartyRoomsField } from './PartyRoomsField'
import { headerOf, HeaderValues, withHeader } from './proposal-header'
import { inputOf, useProposalWrite } from './proposal-write'

const resolver = zod4Resolver(HeaderValues, { errorPriority: 'first' })

/**
 * The proposal's header: whom it is for, the trip, the words before the options, how the document lays it out.
 * Editable while draft (checked with the contract's schemas, saved on the version shown); read-only after.
 */
export function ProposalHeaderForm(props: { proposal: Proposal }) {
  const { proposal } = props
  const editable = proposal.state === 'draft'
  const write = useProposalWrite(proposal)
  const form = useForm<HeaderValues>({
    mode: 'controlled',
    initialValues: headerOf(proposal),
    validate: resolver,
  })
  // Another save (this page's options, another window) moved the version: show what is saved now.
  useEffect(() => {
    form.setValues(headerOf(proposal))
    form.resetDirty(headerOf(proposal))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset only when the record's version changes
  }, [proposal.id, proposal.version])

  const submit = form.onSubmit(async (values) => {
    await write.save({ ...inputOf(proposal), ...withHeader(proposal, values) })
  })
  const day = (name: 'tripStart' | 'tripEnd' | 'validUntil') => {
    const input = form.getInputProps(name)
    return { ...input, value: typeof input.value === 'string' ? input.value : '' }
  }

  return (
    <form onSubmit={submit} aria-label="Proposal details" noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          <TextInput label="Title" required disabled={!editable} {...form.getInputProps('title')} />
          <CustomerPicker
            customerId={form.values.customerId}
            customerName={form.values.customerName}
            disabled={!editable}
            onPick={(picked) => {
              form.setFieldValue('customerId', picked?.id ?? null)
              if (picked !== null) {
                form.setFieldValue('customerName', picked.displayName)
                form.setFieldValue('customerEmail', picked.email)
              }
            }}
          />
          <TextInput label="Customer's name" disabled={!editable} {...form.getInputProps('customerName')} />
          <TextInput
            label="Customer's e-mail"
            type="email"
            disabled={!editable}
            {...form.getInputProps('customerEmail')}
          />
          <LocaleDateInput label="Trip starts" disabled={!editable} allowDeselect {...day('tripStart')} />
          <LocaleDateInput label="Trip ends" disabled={!editable} allowDeselect {...day('tripEnd')} />
          <LocaleDateInput label="Valid until" disabled={!editable} allowDeselect {...day('validUntil')} />
        </SimpleGrid>
        <PartyRoomsField form={form} editable={editable} />
        <Textarea
          label="Introduction"
          description="Your words at the top of the document"
          autosize
          minRows={2}
          disabled={!editable}
          {...form.getInputProps('introduction')}
        />
        <Group gap="xl">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="proposal-layout-label">
              Options in the document
            </Text>
            <SegmentedControl
              aria-labelledby="proposal-layout-label"
              disabled={!editable}
              data={[
                { value: 'sideBySide', label: 'Side by side' },
                { value: 'sequential', label: 'One after the other' },
              ]}
              {...form.getInputProps('layout')}
            />
          </Stack>
          <Switch
            label="Print the suppliers' names"
            disabled={!editable}
            {...form.getInputProps('showSuppliers', { type: 'checkbox' })}
          />
        </Group>
        {write.failure !== null && (
          <Alert color="red" role="alert" title="Not saved">
            {write.failure}
          </Alert>
        )}
        {editable && (
          <Group justify="flex-end">
            <Button type="submit" color={ACTION_COLOR} loading={write.saving} disabled={!form.isDirty()}>
              Save details
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  )
}
