import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import { IconFileTypePdf, IconPrinter } from '@tabler/icons-react'
import { useState } from 'react'
import { TEXT } from '../../ui/contrast'
import { LocaleDateInput } from '../../ui/format/LocaleDateInput'
import { useSettingsStore } from '../../stores/settings.store'
import { useArrivalVouchersStore } from './arrival-vouchers.store'

/** "Vouchers for arrivals": one PDF of every confirmed booking arriving on a day, tomorrow unless changed. */
export function ArrivalVouchers(props: { tomorrow: string }) {
  const [date, setDate] = useState(props.tomorrow)
  const { busy, notice, print, printWithDialog } = useArrivalVouchersStore()
  // The desktop app also prints through the system's dialog; the web host hands the PDF to the browser.
  const systemPrint = useSettingsStore((state) => state.appInfo?.systemPrint === true)
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="arrival-vouchers-title">
      <Stack gap="xs">
        <Text fw={600} id="arrival-vouchers-title">
          Vouchers for arrivals
        </Text>
        <Group gap="sm" align="flex-end">
          <LocaleDateInput label="Arriving on" value={date} onChange={setDate} w={180} />
          <Button
            variant="default"
            leftSection={systemPrint ? <IconFileTypePdf size={16} /> : <IconPrinter size={16} />}
            loading={busy}
            disabled={date === ''}
            onClick={() => void print(date)}
          >
            {systemPrint ? 'All vouchers as PDF' : 'Print all vouchers'}
          </Button>
          {systemPrint && (
            <Button
              variant="default"
              leftSection={<IconPrinter size={16} />}
              disabled={busy || date === ''}
              onClick={() => void printWithDialog(date)}
            >
              Print all vouchers…
            </Button>
          )}
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
