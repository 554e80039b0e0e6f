import {
  Alert,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { zod4Resolver } from 'mantine-form-zod-resolver'
import { useState } from 'react'
import {
  DIFFICULTIES,
  TEXT_LOCALES,
  type ExperienceV3,
  type TextLocale,
} from '../../../../shared/api/experiences-v3'
import { EXPERIENCE_TYPE_LABELS, LOCALE_NAMES } from '../../../../shared/domain/inventory'
import { ACTION_COLOR } from '../../ui/contrast'
import {
  detailsPatch,
  DetailsFormSchema,
  detailsValues,
  NUMBER_FIELDS,
  TEXT_FIELDS,
  type DetailsValues,
} from './details-form'
import { formFailure } from './inventory-errors'
import { draftOr, useInventoryDrafts } from './inventory-drafts.store'
import { useInventoryWrite } from './inventory-queries'
import { useOffline } from './SupplierOnly'

interface Props {
  experience: ExperienceV3
  locale: TextLocale
  onLocale(locale: TextLocale): void
}

/** The language switch, then a form per language (its own draft): switching never touches another language. */
export function ExperienceDetailsForm(props: Props) {
  const { experience, locale } = props
  const written = new Set(experience.translations)
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" fw={600} id="language-label">
          Language of the texts
        </Text>
        <SegmentedControl
          aria-labelledby="language-label"
          value={locale}
          onChange={(value) => props.onLocale(value as TextLocale)}
          data={TEXT_LOCALES.map((code) => ({
            value: code,
            label: `${LOCALE_NAMES[code]}${written.has(code) ? '' : ' (empty)'}`,
          }))}
        />
        <Text size="sm">
          Texts are saved for {LOCALE_NAMES[locale]} only; the other languages stay as they are. Durations,
          party and ages are the same in every language.
        </Text>
      </Stack>
      {experience.locale === locale ? (
        <DetailsForm key={`${experience.id}:${locale}:${experience.updatedAt}`} {...props} />
      ) : (
        // The texts shown must be those of the language chosen: never another language's under its name.
        <Text size="sm">Reading the {LOCALE_NAMES[locale]} texts…</Text>
      )}
    </Stack>
  )
}

function DetailsForm(props: Props) {
  const { experience, locale } = props
  const offline = useOffline()
  const draftKey = `details:${experience.id}:${locale}`
  const keep = useInventoryDrafts((state) => state.keep)
  const drop = useInventoryDrafts((state) => state.drop)
  const [original] = useState(() => detailsValues(experience))
  const [message, setMessage] = useState<{ color: string; text: string } | null>(null)
  const [saving, setSaving] = useState(false)
  const updateExperience = useInventoryWrite('inventory.updateExperience')
  const form = useForm<DetailsValues>({
    mode: 'controlled',
    initialValues: draftOr(draftKey, original),
    validate: zod4Resolver(DetailsFormSchema, { errorPriority: 'first' }),
    onValuesChange: (values) => keep(draftKey, values),
  })
  const patch = detailsPatch(original, form.values)
  const changes = Object.keys(patch).length

  const save = form.onSubmit(async (values) => {
    setSaving(true)
    setMessage(null)
    try {
      await updateExperience.mutateAsync({
        experienceId: experience.id,
        locale,
        patch: detailsPatch(original, values),
      })
      drop(draftKey)
    } catch (error) {
      const failure = formFailure(error, 'patch')
      form.setErrors(failure.fields)
      setMessage({ color: 'red', text: failure.message ?? 'Some fields need attention.' })
    } finally {
      setSaving(false)
    }
  })

  return (
    <form onSubmit={save} noValidate aria-label={`Details in ${LOCALE_NAMES[locale]}`}>
      <Stack gap="sm">
        <Select
          label="Type"
          value={experience.type}
          data={[{ value: experience.type, label: EXPERIENCE_TYPE_LABELS[experience.type] }]}
          disabled
          description="The type cannot change once the experience is created."
        />
        {TEXT_FIELDS.map((field) =>
          field.rows === 0 ? (
            <TextInput
              key={field.key}
              label={`${field.label} (${LOCALE_NAMES[locale]})`}
              {...form.getInputProps(field.key)}
            />
          ) : (
            <Textarea
              key={field.key}
              label={`${field.label} (${LOCALE_NAMES[locale]})`}
              autosize
              minRows={field.rows}
              {...form.getInputProps(field.key)}
            />
          ),
        )}
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {NUMBER_FIELDS.map((field) => (
            <NumberInput
              key={field.key}
              label={field.label}
              min={0}
              max={field.max}
              allowDecimal={false}
              {...form.getInputProps(field.key)}
            />
          ))}
          <Select
            label="Difficulty"
            clearable
            data={DIFFICULTIES.map((value) => ({ value, label: value[0]?.toUpperCase() + value.slice(1) }))}
            {...form.getInputProps('difficulty')}
            value={form.values.difficulty === '' ? null : form.values.difficulty}
            onChange={(value) => form.setFieldValue('difficulty', value ?? '')}
          />
          <TextInput label="Your reference" {...form.getInputProps('dmcReference')} />
        </SimpleGrid>
        {message && (
          <Alert color={message.color} role="alert">
            {message.text}
          </Alert>
        )}
        <Group justify="flex-end">
          <Text size="sm" aria-live="polite">
            {changes === 0 ? 'No changes' : `Changed: ${Object.keys(patch).join(', ')}`}
          </Text>
          <Button
            variant="default"
            disabled={changes === 0}
            onClick={() => {
              drop(draftKey)
              form.setValues(original)
            }}
          >
            Undo changes
          </Button>
          <Button type="submit" color={ACTION_COLOR} loading={saving} disabled={changes === 0 || offline}>
            Save {LOCALE_NAMES[locale]} details
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
