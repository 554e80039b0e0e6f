import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Image,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { Dropzone } from '@mantine/dropzone'
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react'
import { useState } from 'react'
import { IMAGE_MEDIA_TYPES, MAX_IMAGE_BYTES } from '../../../../shared/domain/inventory'
import type { ImageV3 } from '../../../../shared/api/experiences-v3'
import { imageName, readImageFile } from './image-upload'
import { failureText, formFailure } from './inventory-errors'
import { useOffline } from './SupplierOnly'
import { useInventoryRead, useInventoryWrite } from './inventory-queries'

interface Upload {
  key: string
  name: string
  stage: 'reading' | 'sending' | 'done' | 'refused'
  message: string | null
}
const PROGRESS: Record<Upload['stage'], number> = { reading: 20, sending: 60, done: 100, refused: 100 }

/** Images of an experience: dropped files uploaded one per call with their own progress, then primary, rename, delete. */
export function ImagesPanel(props: { experienceId: string }) {
  const { experienceId } = props
  const offline = useOffline()
  const images = useInventoryRead('inventory.images', { experienceId })
  const addImage = useInventoryWrite('inventory.addImage')
  const updateImage = useInventoryWrite('inventory.updateImage')
  const removeImage = useInventoryWrite('inventory.removeImage')
  const [uploads, setUploads] = useState<Upload[]>([])
  const [note, setNote] = useState<string | null>(null)
  const stage = (key: string, patch: Partial<Upload>) =>
    setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...patch } : upload)))

  const upload = async (files: File[]) => {
    const queued = files.map((file, index) => ({
      file,
      entry: {
        key: `${Date.now()}-${index}-${file.name}`,
        name: file.name,
        stage: 'reading' as const,
        message: null,
      },
    }))
    setUploads((list) => [...queued.map((item) => item.entry), ...list])
    // One call per image, one after the other: each has its own outcome and nothing is sent twice.
    for (const { file, entry } of queued) {
      try {
        const read = await readImageFile(file)
        if ('problem' in read) {
          stage(entry.key, { stage: 'refused', message: `${read.problem} Nothing was sent.` })
          continue
        }
        stage(entry.key, { stage: 'sending' })
        await addImage.mutateAsync({ experienceId, name: imageName(file), file: read.file })
        stage(entry.key, { stage: 'done', message: 'Uploaded.' })
      } catch (failure) {
        stage(entry.key, {
          stage: 'refused',
          message:
            formFailure(failure).fields.file ?? formFailure(failure).fields.data ?? failureText(failure),
        })
      }
    }
  }

  const act = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action()
      setNote(done)
    } catch (failure) {
      setNote(failureText(failure))
    }
  }

  return (
    <Stack gap="md">
      <Dropzone
        onDrop={(files) => void upload(files)}
        onReject={(rejections) =>
          setUploads((list) => [
            ...rejections.map((rejection, index) => ({
              key: `${Date.now()}-r${index}`,
              name: rejection.file.name,
              stage: 'refused' as const,
              message:
                rejection.errors[0]?.code === 'file-too-large'
                  ? 'The image is larger than 5 MB. Nothing was sent.'
                  : 'Only JPEG, PNG, GIF and WebP images can be uploaded. Nothing was sent.',
            })),
            ...list,
          ])
        }
        accept={[...IMAGE_MEDIA_TYPES]}
        maxSize={MAX_IMAGE_BYTES}
        disabled={offline}
        aria-label="Drop images here or click to choose them"
      >
        <Group justify="center" gap="md" mih={90} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={36} />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={36} />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhoto size={36} />
          </Dropzone.Idle>
          <Stack gap={2}>
            <Text fw={600}>Drop images here, or click to choose them</Text>
            <Text size="sm">
              JPEG, PNG, GIF or WebP, at most 5 MB each. Each image is checked, then sent on its own.
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      {uploads.length > 0 && (
        <Stack gap={6} data-testid="uploads" aria-live="polite">
          {uploads.map((item) => (
            <Stack key={item.key} gap={2} data-stage={item.stage}>
              <Text size="sm">
                {item.name}:{' '}
                {item.stage === 'reading'
                  ? 'checking…'
                  : item.stage === 'sending'
                    ? 'sending…'
                    : item.message}
              </Text>
              <Progress
                value={PROGRESS[item.stage]}
                color={item.stage === 'refused' ? 'red.9' : 'teal.9'}
                animated={item.stage === 'sending'}
                aria-label={`Upload of ${item.name}`}
              />
            </Stack>
          ))}
        </Stack>
      )}
      {note && (
        <Alert
          color="blue"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setNote(null)}
          role="status"
        >
          {note}
        </Alert>
      )}
      {images.error && <Alert color="red">{images.error}</Alert>}
      {images.data !== null && images.data.length === 0 && <Text size="sm">No image yet.</Text>}
      <SimpleGrid cols={{ base: 2, md: 3 }}>
        {(images.data ?? []).map((image) => (
          <ImageCard
            key={image.id}
            image={image}
            offline={offline}
            onPrimary={() =>
              void act(
                () => updateImage.mutateAsync({ experienceId, imageId: image.id, primary: true }),
                `“${image.name}” is now the primary image.`,
              )
            }
            onRename={(name) =>
              void act(
                () => updateImage.mutateAsync({ experienceId, imageId: image.id, name }),
                `Renamed to “${name}”.`,
              )
            }
            onDelete={() =>
              void act(
                () => removeImage.mutateAsync({ experienceId, imageId: image.id }),
                `“${image.name}” was deleted; the other images are unchanged.`,
              )
            }
          />
        ))}
      </SimpleGrid>
    </Stack>
  )
}

function ImageCard(props: {
  image: ImageV3
  offline: boolean
  onPrimary(): void
  onRename(name: string): void
  onDelete(): void
}) {
  const { image } = props
  const [name, setName] = useState(image.name)
  const renamed = name.trim() !== '' && name.trim() !== image.name
  return (
    <Card withBorder padding="sm" data-testid="image-card" data-primary={image.primary}>
      <Card.Section>
        <Image src={image.url} alt={image.name} h={140} fit="cover" />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group justify="space-between">
          {image.primary ? (
            <Badge color="green" variant="light">
              Primary image
            </Badge>
          ) : (
            <Text size="xs">{Math.ceil(image.byteSize / 1024)} KB</Text>
          )}
        </Group>
        <Group gap={4} align="flex-end" wrap="nowrap">
          <TextInput
            label="Name"
            size="xs"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button
            size="xs"
            variant="default"
            disabled={!renamed || props.offline}
            onClick={() => props.onRename(name.trim())}
          >
            Rename
          </Button>
        </Group>
        <Group gap={4}>
          {!image.primary && (
            <Button size="xs" variant="default" disabled={props.offline} onClick={props.onPrimary}>
              Make primary
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            color="red.9"
            disabled={props.offline}
            onClick={props.onDelete}
            aria-label={`Delete ${image.name}`}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}
