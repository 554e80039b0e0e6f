import type { Page } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { deflateSync } from 'node:zlib'
import { PDFParse } from 'pdf-parse'
import { bookHotel, openBooking } from './bookings-steps'
import { expect, expectNoSeriousViolations, SCREENSHOTS, test } from './fixtures'

/**
 * Settings → Agency as an agent fills it: the agency's details and its logo chosen from a file (a bad file gets a
 * sentence), then a voucher printed with them, read back from the PDF and drawn to a PNG to be looked at.
 */

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A real PNG: a teal banner with a white band, 160 x 48 pixels. */
function logoPng(): Buffer {
  const width = 160
  const height = 48
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8 bits, RGB
  const rows = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y += 1) {
    const band = y > 18 && y < 30
    for (let x = 0; x < width; x += 1) {
      const at = y * (width * 3 + 1) + 1 + x * 3
      rows.set(band && x > 16 && x < width - 16 ? [255, 255, 255] : [8, 127, 91], at)
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

async function inTheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  const toggle = page.getByRole('button', {
    name: scheme === 'dark' ? 'Switch to dark theme' : 'Switch to light theme',
  })
  if ((await toggle.count()) > 0) await toggle.click()
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme)
}

test('fills the agency section, chooses a PNG logo, and prints a voucher that carries them', async ({
  page,
  webHost,
}) => {
  test.setTimeout(150_000)
  const booked = await bookHotel(webHost, 50, { firstName: 'Inès', lastName: 'Duarte', companion: 'Rui' })
  await page.goto(webHost.appUrl)
  await page.getByRole('link', { name: 'Settings' }).click()
  const section = page.getByRole('region', { name: 'Agency', exact: true })
  await expect(section).toBeVisible()

  // The details, checked as main checks them: a bad e-mail is said before anything is saved.
  await section.getByLabel('Agency name').fill('Voyages Atlântico')
  await section.getByLabel('Address').fill('12 Rua do Ouro\n1100-060 Lisboa')
  await section.getByLabel('Phone').fill('+351 21 555 0101')
  await section.getByLabel('E-mail').fill('desk@atlantico')
  await section.getByRole('button', { name: 'Save agency details' }).click()
  await expect(section.getByText('Enter an e-mail address such as desk@agency.example')).toBeVisible()
  await section.getByLabel('E-mail').fill('desk@voyages-atlantico.example')
  await section.getByRole('button', { name: 'Save agency details' }).click()
  await expect(section.getByText('Agency details saved')).toBeVisible()

  // A bad file first: an SVG is refused with the reason, and nothing is kept.
  const input = section.locator('input[type="file"]')
  await input.setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
  })
  await expect(section.getByTestId('agency-logo-error')).toContainText(
    '“logo.svg” is not a PNG or JPEG image (SVG cannot be printed on vouchers)',
  )
  // A file named .png whose content is not one: main reads the content and refuses it.
  await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image') })
  await expect(section.getByTestId('agency-logo-error')).toContainText(
    '“fake.png” was not kept: The logo must be a PNG or JPEG image.',
  )
  await expect(section.getByTestId('agency-logo-preview')).toHaveAttribute('data-has-logo', 'false')

  await input.setInputFiles({ name: 'atlantico.png', mimeType: 'image/png', buffer: logoPng() })
  await expect(section.getByRole('img', { name: "The agency's logo, as vouchers print it" })).toBeVisible()
  await expect(section.getByTestId('agency-logo-error')).toHaveCount(0)
  await expect(section.getByRole('button', { name: 'Remove logo' })).toBeVisible()

  await inTheme(page, 'light')
  await section.scrollIntoViewIfNeeded()
  await section.screenshot({ path: join(SCREENSHOTS, 'voucher-agency-settings.png') })
  await expectNoSeriousViolations(page, '[aria-labelledby="agency-title"]')
  await inTheme(page, 'dark')
  await section.screenshot({ path: join(SCREENSHOTS, 'voucher-agency-settings-dark.png') })
  await expectNoSeriousViolations(page, '[aria-labelledby="agency-title"]')
  await inTheme(page, 'light')

  // The settings survive a reload: main keeps them and the logo.
  await page.reload()
  await expect(
    page.getByRole('region', { name: 'Agency', exact: true }).getByLabel('Agency name'),
  ).toHaveValue('Voyages Atlântico')
  await expect(page.getByTestId('agency-logo-preview')).toHaveAttribute('data-has-logo', 'true')

  await openBooking(page, webHost, booked.bookingId)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Print voucher' }).click()
  const file = await download
  const path = join(SCREENSHOTS, 'voucher-agency.pdf')
  await file.saveAs(path)
  const parser = new PDFParse({ data: new Uint8Array(readFileSync(path)) })
  const { text } = await parser.getText()
  await parser.destroy()
  expect(text).toContain('Voyages Atlântico')
  expect(text).toContain('12 Rua do Ouro')
  expect(text).toContain('+351 21 555 0101')
  expect(text).toContain('desk@voyages-atlantico.example')
  expect(text).toContain('Inès Duarte')
  // The page as a traveler sees it, to be looked at (poppler-utils).
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '80',
    '-singlefile',
    path,
    join(SCREENSHOTS, 'voucher-agency-page'),
  ])
})
