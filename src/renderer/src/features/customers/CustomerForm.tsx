import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { zod4Resolver } from 'mantine-form-zod-resolver'
import { useState } from 'react'
import { CustomerInput, type CustomerRecord } from '../../../../shared/domain/people'
import { ACTION_COLOR } from '../../ui/contrast'
import { peopleWriteSentence, useSaveCustomer } from './customers-queries'

export const EMPTY_CUSTOMER: CustomerInput = {
  firstName: '',
  lastName: '',
  company: '',
  email: '',
  phoneNumber: '',
  address: '',
  additionalAddress: '',
  zipCode: '',
  city: '',
  country: '',
}

const resolver = zod4Resolver(CustomerInput, { errorPriority: 'first' })

/**
 * Adds a customer or changes one's contact details, checked with the contract's schema. A change carries the
 * version it was made on: when someone saved meanwhile, main refuses and the form says so (nothing overwritten).
 */
export function CustomerForm(props: {
  editing: CustomerRecord | null
  onDone: (saved: CustomerRecord | null) => void
}) {
  const { editing } = props
  const save = useSaveCustomer()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<CustomerInput>({
    mode: 'controlled',
    initialValues: editing?.customer ?? EMPTY_CUSTOMER,
    validate: resolver,
  })

  const submit = form.onSubmit(async (values) => {
    setFailure(null)
    try {
      const saved = await save.mutateAsync({
        customer: { ...values, country: values.country.toUpperCase() },
        ...(editing === null ? {} : { id: editing.id, expectedVersion: editing.version }),
      })
      props.onDone(saved)
    } catch (error) {
      setFailure(peopleWriteSentence(error, 'customer'))
    }
  })

  return (
    <form onSubmit={submit} aria-label={editing === null ? 'New customer' : 'Contact details'} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="First name" autoComplete="off" {...form.getInputProps('firstName')} />
          <TextInput label="Last name" required autoComplete="off" {...form.getInputProps('lastName')} />
          <TextInput label="Company" autoComplete="off" {...form.getInputProps('company')} />
          <TextInput label="E-mail" type="email" autoComplete="off" {...form.getInputProps('email')} />
          <TextInput label="Phone" autoComplete="off" {...form.getInputProps('phoneNumber')} />
          <TextInput label="Address" autoComplete="off" {...form.getInputProps('address')} />
          <TextInput label="Address (more)" autoComplete="off" {...form.getInputProps('additionalAddress')} />
          <TextInput label="Postcode" autoComplete="off" {...form.getInputProps('zipCode')} />
          <TextInput label="City" autoComplete="off" {...form.getInputProps('city')} />
          <TextInput
            label="Country"
            description="Two letters, e.g. FR"
            maxLength={2}
            autoComplete="off"
            {...form.getInputProps('country')}
          />
        </SimpleGrid>
        {failure !== null && (
          <Alert color="red" role="alert" title="Not saved">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => props.onDone(null)}>
            Cancel
          </Button>
          <Button type="submit" color={ACTION_COLOR} loading={save.isPending}>
            {editing === null ? 'Add customer' : 'Save contact details'}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
