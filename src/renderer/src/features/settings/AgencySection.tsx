import {
  Alert,
  Button,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { Dropzone, MIME_TYPES } from '@mantine/dropzone'
import { useForm } from '@mantine/form'
import { IconCheck, IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react'
import { zod4Resolver } from 'mantine-form-zod-resolver'
import { useEffect, useRef, useState } from 'react'
import { Settings } from '../../../../shared/ipc/settings'
import { MAX_LOGO_BYTES } from '../../../../shared/ipc/vouchers.contract'
import { TEXT } from '../../ui/contrast'
import { useAgencyLogoStore } from './agency-logo.store'
import { useSettingsStore } from '../../stores/settings.store'
import { VoucherPriceSetting } from './VoucherPriceSetting'

/**
 * Settings → Agency: what every voucher prints at its top. The name, address, phone and e-mail are settings
 * (checked by the settings' own schema); the logo is a file main keeps (PNG or JPEG, at most 512 KB).
 */
export function AgencySection() {
  return (
    <Stack gap="md" component="section" aria-labelledby="agency-title">
      <Stack gap={2}>
        <Title order={3} size="h4" id="agency-title">
          Agency
        </Title>
        <Text size="sm" c="dimmed">
          Printed at the top of every voucher.
        </Text>
      </Stack>
      <AgencyDetails />
      <AgencyLogo />
      <VoucherPriceSetting />
    </Stack>
  )
}

type AgencyValues = Settings['agency']
const EMPTY: AgencyValues = { name: '', address: '', phone: '', email: '', agentName: '' }
const resolver = zod4Resolver(Settings.shape.agency, { errorPriority: 'first' })

function AgencyDetails() {
  const saved = useSettingsStore((state) => state.settings?.agency ?? null)
  const update = useSettingsStore((state) => state.update)
  const [saving, setSaving] = useState(false)
  const [savedNote, setSavedNote] = useState(false)
  const form = useForm<AgencyValues>({
    mode: 'controlled',
    initialValues: saved ?? EMPTY,
    validate: resolver,
  })

  // What main holds changed (a save, another window): shown at once unless the agent is typing. Adjusted while
  // rendering, as React advises for state that follows a prop.
  const [shown, setShown] = useState(saved)
  if (saved !== shown) {
    setShown(saved)
    if (saved !== null && !form.isDirty()) {
      form.setInitialValues(saved)
      form.setValues(saved)
    }
  }

  const save = form.onSubmit(async (values) => {
    setSaving(true)
    const errors = await update({ agency: values })
    setSaving(false)
    const fieldErrors = Object.fromEntries(
      Object.entries(errors).map(([path, text]) => [path.replace(/^agency\./, ''), text]),
    )
    form.setErrors(fieldErrors)
    if (Object.keys(fieldErrors).length > 0) return
    form.resetDirty(values)
    setSavedNote(true)
  })

  return (
    <form onSubmit={save} aria-label="Agency details" noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Agency name"
            placeholder="Demo Voyages"
            autoComplete="organization"
            {...form.getInputProps('name')}
          />
          <TextInput
            label="Phone"
            placeholder="+351 21 000 0000"
            autoComplete="tel"
            {...form.getInputProps('phone')}
          />
          <Textarea
            label="Address"
            placeholder="Street, postcode and city"
            rows={2}
            autoComplete="street-address"
            {...form.getInputProps('address')}
          />
          <TextInput
            label="E-mail"
            placeholder="desk@agency.example"
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Your name, as it appears on changes"
            description="Shown beside the markup rules and selling prices you change. Empty: this desk's id."
            placeholder="Ana Costa"
            autoComplete="name"
            {...form.getInputProps('agentName')}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="md">
          {savedNote && !form.isDirty() && (
            <Text size="sm" role="status">
              <IconCheck size={14} color="var(--mantine-color-teal-6)" style={{ verticalAlign: 'middle' }} />{' '}
              Agency details saved
            </Text>
          )}
          <Button
            variant="default"
            disabled={!form.isDirty() || saving}
            onClick={() => {
              form.reset()
              setSavedNote(false)
            }}
          >
            Discard
          </Button>
          <Button type="submit" loading={saving} disabled={!form.isDirty()}>
            Save agency details
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

function AgencyLogo() {
  const logo = useAgencyLogoStore((state) => state.logo)
  const status = useAgencyLogoStore((state) => state.status)
  const error = useAgencyLogoStore((state) => state.error)
  const { load, choose, refuse, clear } = useAgencyLogoStore.getState()
  const openRef = useRef<() => void>(null)
  useEffect(() => {
    void load()
  }, [load])

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} id="agency-logo-label">
        Logo
      </Text>
      <Group align="stretch" gap="md" wrap="wrap">
        <Paper
          withBorder
          w={200}
          h={110}
          p="xs"
          style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
          data-testid="agency-logo-preview"
          data-has-logo={logo !== null}
        >
          {logo === null ? (
            <Text size="sm" c="dimmed" ta="center">
              No logo: vouchers show the agency&apos;s name only.
            </Text>
          ) : (
            <Image
              src={logo}
              alt="The agency's logo, as vouchers print it"
              mah={90}
              maw={180}
              fit="contain"
            />
          )}
        </Paper>
        <Dropzone
          onDrop={(files) => {
            const file = files[0]
            if (file !== undefined) void choose(file)
          }}
          onReject={(rejections) => {
            const file = rejections[0]?.file
            if (file !== undefined) refuse(file)
          }}
          accept={[MIME_TYPES.png, MIME_TYPES.jpeg]}
          maxSize={MAX_LOGO_BYTES}
          multiple={false}
          loading={status === 'saving'}
          openRef={openRef}
          style={{ flex: 1, minWidth: 260 }}
          aria-labelledby="agency-logo-label"
          inputProps={{ 'aria-label': 'Choose a logo file (PNG or JPEG, at most 512 KB)' }}
          data-testid="agency-logo-dropzone"
        >
          <Group justify="center" gap="sm" mih={86} style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={32} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconTrash size={32} color={TEXT.danger} aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhoto size={32} aria-hidden />
            </Dropzone.Idle>
            <Stack gap={2}>
              <Text size="sm">Drop the logo here, or click to choose a file</Text>
              <Text size="xs" c="dimmed">
                PNG or JPEG, at most 512 KB
              </Text>
            </Stack>
          </Group>
        </Dropzone>
      </Group>
      {error !== null && (
        <Alert color="red" variant="light" role="alert" p="xs" data-testid="agency-logo-error">
          <Text size="sm">{error}</Text>
        </Alert>
      )}
      {logo !== null && (
        <Group gap="sm">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconUpload size={14} />}
            onClick={() => openRef.current?.()}
          >
            Replace logo
          </Button>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconTrash size={14} />}
            onClick={() => void clear()}
            loading={status === 'saving'}
            styles={{ root: { color: TEXT.danger } }}
          >
            Remove logo
          </Button>
        </Group>
      )}
    </Stack>
  )
}
