import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { zod4Resolver } from 'mantine-form-zod-resolver'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { EXPERIENCE_TYPES } from '../../../../shared/api/experiences-v3'
import { EXPERIENCE_TYPE_LABELS } from '../../../../shared/domain/inventory'
import { ExperienceCreateInput } from '../../../../shared/ipc/inventory.contract'
import { ACTION_COLOR } from '../../ui/contrast'
import { formFailure, type FormFailure } from './inventory-errors'
import { draftOr, useInventoryDrafts } from './inventory-drafts.store'
import { useInventoryWrite } from './inventory-queries'

const DRAFT = 'create'
type CreateValues = { draftId: string; name: string; type: (typeof EXPERIENCE_TYPES)[number] }
const newDraft = (): CreateValues => ({ draftId: crypto.randomUUID(), name: '', type: 'activity' })
const resolver = zod4Resolver(ExperienceCreateInput, { errorPriority: 'first' })

/**
 * A new experience: a name and a type (the type cannot change later, the form says so). The draft id stays with the
 * form until the service confirms: "Try again" after a lost answer finds the first try instead of making a second.
 */
export function CreateExperienceForm(props: { onDone(): void }) {
  const navigate = useNavigate()
  const keep = useInventoryDrafts((state) => state.keep)
  const drop = useInventoryDrafts((state) => state.drop)
  const [failure, setFailure] = useState<FormFailure | null>(null)
  const [saving, setSaving] = useState(false)
  const createExperience = useInventoryWrite('inventory.createExperience')
  const form = useForm<CreateValues>({
    mode: 'controlled',
    initialValues: draftOr(DRAFT, newDraft()),
    validate: resolver,
    onValuesChange: (values) => keep(DRAFT, values),
  })

  const submit = form.onSubmit(async (values) => {
    setSaving(true)
    setFailure(null)
    try {
      const { experience } = await createExperience.mutateAsync(values)
      drop(DRAFT)
      props.onDone()
      void navigate(`/inventory/${experience.id}`)
    } catch (error) {
      const failed = formFailure(error)
      form.setErrors(failed.fields)
      setFailure(failed)
    } finally {
      setSaving(false)
    }
  })

  return (
    <form onSubmit={submit} noValidate aria-label="New experience">
      <Stack gap="sm">
        <TextInput label="Name" required maxLength={200} data-autofocus {...form.getInputProps('name')} />
        <Select
          label="Type"
          required
          allowDeselect={false}
          description="The type cannot change once the experience is created."
          data={EXPERIENCE_TYPES.map((type) => ({ value: type, label: EXPERIENCE_TYPE_LABELS[type] }))}
          {...form.getInputProps('type')}
        />
        {failure?.message && (
          <Alert color="red" title="Not created" role="alert">
            {failure.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => {
              // A try whose outcome is unknown keeps its draft id: the next "Create" looks it up first.
              if (!failure?.outcomeUnknown) drop(DRAFT)
              props.onDone()
            }}
          >
            Cancel
          </Button>
          <Button type="submit" loading={saving} color={ACTION_COLOR}>
            {failure?.outcomeUnknown ? 'Try again' : 'Create experience'}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
