import { NativeSelect, ScrollArea, Table } from '@mantine/core'
import { IMPORT_FIELDS, type ImportField, type ImportMapping } from '../../../../../shared/domain/people'
import { IMPORT_FIELD_LABELS } from './import-fields'

const NOT_IMPORTED = ''

/** Which field a column fills, or none. */
const fieldOfColumn = (mapping: ImportMapping, column: number): ImportField | undefined =>
  IMPORT_FIELDS.find((field) => mapping[field] === column)

/**
 * The file's first lines under its header, a select above each column choosing the field it fills ("Not
 * imported" by default); choosing a field another column had moves it here.
 */
export function ImportPreviewTable(props: {
  columns: readonly string[]
  firstRows: readonly (readonly string[])[]
  mapping: ImportMapping
  onChange(mapping: ImportMapping): void
}) {
  const choose = (column: number, value: string) => {
    const next: ImportMapping = {}
    for (const field of IMPORT_FIELDS) {
      const at = props.mapping[field]
      if (at !== undefined && at !== column && field !== value) next[field] = at
    }
    if (value !== NOT_IMPORTED) next[value as ImportField] = column
    props.onChange(next)
  }
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Table withTableBorder withColumnBorders striped fz="sm">
        <Table.Thead>
          <Table.Tr>
            {props.columns.map((name, column) => (
              <Table.Th key={column} miw={160}>
                <NativeSelect
                  aria-label={`Field for column ${name}`}
                  size="xs"
                  value={fieldOfColumn(props.mapping, column) ?? NOT_IMPORTED}
                  onChange={(event) => choose(column, event.currentTarget.value)}
                  data={[
                    { value: NOT_IMPORTED, label: 'Not imported' },
                    ...IMPORT_FIELDS.map((field) => ({ value: field, label: IMPORT_FIELD_LABELS[field] })),
                  ]}
                />
                {name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.firstRows.map((row, index) => (
            <Table.Tr key={index}>
              {props.columns.map((_, column) => (
                <Table.Td key={column}>{row[column] ?? ''}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  )
}
