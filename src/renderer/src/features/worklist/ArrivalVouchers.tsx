import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core'
import { IconPrinter } from '@tabler/icons-react'
import { useState } from 'react'
import { TEXT } from '../../ui/contrast'
import { useArrivalVouchersStore } from './arrival-vouchers.store'

/** "Vouchers for arrivals": one PDF of every confirmed booking arriving on a day, tomorrow unless changed. */
export function ArrivalVouchers(props: { tomorrow: string }) {
  const [date, setDate] = useState(props.tomorrow)
  const { busy, notice, print } = useArrivalVouchersStore()
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="arrival-vouchers-title">
      <Stack gap="xs">
        <Text fw={600} id="arrival-vouchers-title">
          Vouchers for arrivals
        </Text>
        <Group gap="sm" align="flex-end">
          <TextInput
            type="date"
            label="Arriving on"
            value={date}
            onChange={(event) => setDate(event.currentTarget.value)}
            w={180}
          />
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} />}
            loading={busy}
            disabled={date === ''}
            onClick={() => void print(date)}
          >
            Print all vouchers
          </Button>
        </Group>
        {notice !== null && (
          <Text
            size="sm"
            c={notice.tone === 'error' ? TEXT.danger : 'dimmed'}
            role={notice.tone === 'error' ? 'alert' : 'status'}
            data-testid="arrival-vouchers-notice"
          >
            {notice.text}
          </Text>
        )}
      </Stack>
    </Paper>
  )
}
