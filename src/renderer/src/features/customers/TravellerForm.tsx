import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import type { TravellerRecord } from '../../../../shared/domain/people'
import { ACTION_COLOR } from '../../ui/contrast'
import { LocaleDateInput } from '../../ui/format/LocaleDateInput'
import { peopleWriteSentence, useSaveTraveller } from './customers-queries'
import {
  checkTravellerForm,
  EMPTY_TRAVELLER_FORM,
  travellerFormValues,
  type TravellerFormValues,
} from './traveller-form'

const GENDERS = [
  { value: '', label: 'Not given' },
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'non_binary', label: 'Non-binary' },
]

/** Adds a traveller to a customer or changes one's profile; a stale version is refused by main and said. */
export function TravellerForm(props: {
  customerId: string
  editing: TravellerRecord | null
  onDone: () => void
}) {
  const { editing } = props
  const save = useSaveTraveller()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<TravellerFormValues>({
    mode: 'controlled',
    initialValues: editing === null ? EMPTY_TRAVELLER_FORM : travellerFormValues(editing),
    validate: (values) => checkTravellerForm(values).errors ?? {},
  })
  const day = (name: 'birthdate' | 'passportExpiry') => {
    const input = form.getInputProps(name)
    return { ...input, value: typeof input.value === 'string' ? input.value : '' }
  }

  const submit = form.onSubmit(async (values) => {
    const { traveller } = checkTravellerForm(values)
    if (traveller === null) return
    setFailure(null)
    try {
      await save.mutateAsync({
        customerId: props.customerId,
        traveller,
        ...(editing === null ? {} : { id: editing.id, expectedVersion: editing.version }),
      })
      props.onDone()
    } catch (error) {
      setFailure(peopleWriteSentence(error, 'traveller'))
    }
  })

  return (
    <form onSubmit={submit} aria-label={editing === null ? 'New traveller' : 'Traveller profile'} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NativeSelect label="Gender" data={GENDERS} {...form.getInputProps('gender')} />
          <LocaleDateInput label="Birthdate" {...day('birthdate')} />
          <TextInput label="First name" required autoComplete="off" {...form.getInputProps('firstName')} />
          <TextInput label="Last name" required autoComplete="off" {...form.getInputProps('lastName')} />
          <TextInput
            label="Nationality"
            description="Two letters, e.g. FR"
            maxLength={2}
            autoComplete="off"
            {...form.getInputProps('nationality')}
            onChange={(event) => form.setFieldValue('nationality', event.currentTarget.value.toUpperCase())}
          />
          <TextInput label="Passport number" autoComplete="off" {...form.getInputProps('passportNumber')} />
          <LocaleDateInput label="Passport expiry" allowDeselect {...day('passportExpiry')} />
          <TextInput label="Loyalty numbers" autoComplete="off" {...form.getInputProps('loyaltyNumbers')} />
        </SimpleGrid>
        <Textarea label="Preferences" autosize minRows={1} {...form.getInputProps('preferences')} />
        <Textarea label="Dietary or access needs" autosize minRows={1} {...form.getInputProps('needs')} />
        {failure !== null && (
          <Alert color="red" role="alert" title="Not saved">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onDone}>
            Cancel
          </Button>
          <Button type="submit" color={ACTION_COLOR} loading={save.isPending}>
            {editing === null ? 'Add traveller' : 'Save traveller'}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
