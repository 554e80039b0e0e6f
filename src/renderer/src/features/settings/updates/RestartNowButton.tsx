import { Button, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { errorSentence } from '../../../ui/errors'
import { restartToUpdate } from './updates.store'

/** "Restart now": main asks the quit check first; when writes wait to be sent it says why it did not restart. */
export function RestartNowButton({ size = 'sm' }: { size?: 'xs' | 'sm' }) {
  const [refusal, setRefusal] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const restart = async (): Promise<void> => {
    setBusy(true)
    setRefusal(null)
    try {
      const outcome = await restartToUpdate()
      if (!outcome.restarting) setRefusal(outcome.reason)
    } catch (failure) {
      setRefusal(errorSentence(failure, { fallback: 'The app could not restart.' }))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Stack gap={4}>
      <Button size={size} variant="light" loading={busy} onClick={() => void restart()}>
        Restart now
      </Button>
      {refusal !== null && (
        <Text size="xs" c="red.9" role="alert">
          {refusal}
        </Text>
      )}
    </Stack>
  )
}
