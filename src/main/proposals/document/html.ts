import { escapeHtml } from '../../vouchers/voucher-html'
import type { DocumentItem, DocumentOption, ProposalDocumentModel } from './model'

/**
 * The proposal as HTML for the PDF renderer vouchers use (same fonts: every script prints): the agency's header,
 * the customer and the trip, the agent's introduction, the options next to each other (three to a row) or one
 * after the other, and the validity. Every text is escaped: a name is printed, never run.
 */

/** The agent's words keep their paragraphs and line breaks. */
function paragraphs(text: string, className: string): string {
  const trimmed = text.trim()
  if (trimmed === '') return ''
  return trimmed
    .split(/\n\s*\n/)
    .map((block) => `<p class="${className}">${escapeHtml(block.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('')
}

function starsOf(stars: number | null): string {
  if (stars === null || stars <= 0) return ''
  const whole = Math.round(stars)
  return ` <span class="stars" aria-label="${whole} stars">${'★'.repeat(whole)}</span>`
}

function itemHtml(item: DocumentItem): string {
  const lines = item.details.map((line) => `<li>${escapeHtml(line)}</li>`).join('')
  return `<section class="item ${item.kind}">
      <div class="item-head">
        <h3>${escapeHtml(item.name)}${starsOf(item.stars)}</h3>
        <span class="price">${escapeHtml(item.price)}</span>
      </div>
      ${item.place === '' ? '' : `<p class="place">${escapeHtml(item.place)}</p>`}
      <p class="dates">${escapeHtml(item.dates)}</p>
      ${item.about === '' ? '' : `<p class="about">${escapeHtml(item.about)}</p>`}
      ${paragraphs(item.agentWords, 'words')}
      ${lines === '' ? '' : `<ul class="details">${lines}</ul>`}
      ${item.suppliers.length === 0 ? '' : `<p class="supplier">Supplied by ${escapeHtml(item.suppliers.join(', '))}</p>`}
      <div class="terms"><b>Cancellation</b><ul>${item.cancellation.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul></div>
    </section>`
}

function optionHtml(option: DocumentOption): string {
  const totals =
    option.totals.length === 0
      ? '<span class="amount">—</span>'
      : option.totals.map((total) => `<span class="amount">${escapeHtml(total)}</span>`).join('')
  return `<article class="option">
    <header class="option-head">
      <span class="option-number">Option ${option.number}</span>
      ${option.title === `Option ${option.number}` ? '' : `<h2>${escapeHtml(option.title)}</h2>`}
    </header>
    ${paragraphs(option.description, 'words')}
    ${option.items.length === 0 ? '<p class="empty">Nothing in this option yet.</p>' : option.items.map(itemHtml).join('\n')}
    <footer class="total"><span>Total</span><span class="amounts">${totals}</span></footer>
  </article>`
}

const STYLE = `
  @page { size: A4; margin: 14mm 12mm; }
  * { box-sizing: border-box; }
  body { font-family: 'Noto Sans', 'Noto Sans CJK SC', 'Liberation Sans', Arial, sans-serif; color: #1a1b1e; font-size: 10pt; margin: 0; line-height: 1.35; }
  .masthead { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 2px solid #087f5b; padding-bottom: 8px; }
  .agency { display: flex; gap: 12px; align-items: center; }
  .agency p { margin: 1px 0; font-size: 9pt; color: #373a40; }
  .agency .agency-name { font-size: 14pt; font-weight: 700; color: #1a1b1e; }
  .logo { max-height: 56px; max-width: 160px; }
  .for { text-align: right; font-size: 9pt; color: #373a40; }
  .for p { margin: 1px 0; }
  .for .valid-until { margin-top: 4px; font-weight: 700; color: #087f5b; }
  .for .customer { font-size: 11pt; font-weight: 700; color: #1a1b1e; }
  h1 { font-size: 20pt; margin: 14px 0 2px; color: #087f5b; }
  .trip { margin: 0 0 8px; color: #373a40; }
  .intro { margin: 6px 0; }
  .options { display: grid; gap: 10px; margin-top: 10px; align-items: start; }
  .options.cols-1 { grid-template-columns: 1fr; }
  .options.cols-2 { grid-template-columns: 1fr 1fr; }
  .options.cols-3 { grid-template-columns: 1fr 1fr 1fr; font-size: 8.6pt; }
  /* One after the other: an option that fits on a page starts on the page it fits on (a longer one breaks). */
  .options.sequential { display: block; }
  .options.sequential .option { margin-bottom: 10px; }
  .option-head { break-after: avoid; }
  .option { border: 1px solid #ced4da; border-radius: 8px; padding: 8px 10px; break-inside: avoid; background: #fff; }
  .option-head { border-bottom: 1px solid #e9ecef; padding-bottom: 4px; margin-bottom: 4px; }
  .option-number { font-size: 8pt; text-transform: uppercase; letter-spacing: 0.08em; color: #087f5b; font-weight: 700; }
  .option h2 { font-size: 12.5pt; margin: 1px 0 0; }
  .item { border-top: 1px dashed #dee2e6; padding: 6px 0; break-inside: avoid; }
  .option-head + .item, .option-head + .words + .item { border-top: none; }
  .item-head { display: flex; justify-content: space-between; gap: 8px; align-items: baseline; }
  .item h3 { font-size: 10.5pt; margin: 0; }
  .price { font-weight: 600; white-space: nowrap; }
  .stars { color: #b08900; letter-spacing: 1px; font-size: 9pt; }
  .item p { margin: 2px 0; }
  .place, .supplier { color: #495057; font-size: 0.92em; }
  .dates { font-weight: 600; color: #343a40; }
  .about { color: #343a40; font-style: italic; }
  .words { white-space: normal; }
  ul { margin: 2px 0 4px 16px; padding: 0; }
  .terms { font-size: 0.9em; color: #495057; margin-top: 3px; }
  .terms ul { margin-top: 1px; }
  .total { display: flex; justify-content: space-between; align-items: baseline; border-top: 2px solid #087f5b; margin-top: 4px; padding-top: 5px; font-weight: 700; font-size: 11pt; }
  .amounts { display: flex; flex-direction: column; align-items: flex-end; }
  .empty { color: #868e96; }
  .validity { margin-top: 12px; padding: 8px 10px; background: #e6fcf5; border-radius: 6px; break-inside: avoid; }
  .validity p { margin: 2px 0; }
  .validity .closing { margin-top: 4px; font-size: 8.5pt; color: #495057; }
`

/** The whole document: one HTML page the renderer paginates. */
export function proposalHtml(model: ProposalDocumentModel): string {
  const { agency } = model
  const contact = [agency.address, agency.phone, agency.email].filter((part) => part.trim() !== '')
  const sideBySide = model.layout === 'sideBySide'
  const columns = sideBySide ? Math.min(3, Math.max(1, model.options.length)) : 1
  const about = [model.trip, model.party].filter((part) => part !== '').join(' · ')
  const body = `<header class="masthead">
      <div class="agency">
        ${agency.logo === null ? '' : `<img class="logo" src="${escapeHtml(agency.logo)}" alt="">`}
        <div><p class="agency-name">${escapeHtml(agency.name || 'Travel agency')}</p>
        ${contact.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</div>
      </div>
      <div class="for">
        ${model.customerName.trim() === '' ? '' : `<p>Prepared for</p><p class="customer">${escapeHtml(model.customerName)}</p>`}
        <p>${escapeHtml(model.preparedOn)}</p>
        ${model.validUntil === null ? '' : `<p class="valid-until">Valid until ${escapeHtml(model.validUntil)}</p>`}
      </div>
    </header>
    <h1>${escapeHtml(model.title)}</h1>
    ${about === '' ? '' : `<p class="trip">${escapeHtml(about)}</p>`}
    ${paragraphs(model.introduction, 'intro')}
    <div class="options cols-${columns}${sideBySide ? '' : ' sequential'}">
      ${model.options.length === 0 ? '<p class="empty">No options yet.</p>' : model.options.map(optionHtml).join('\n')}
    </div>
    <section class="validity">
      ${model.validUntil === null ? '<p>Prices are those of today and may change until booked.</p>' : `<p><b>This proposal is valid until ${escapeHtml(model.validUntil)}.</b></p><p>Prices may change until booked: we confirm them when you choose an option.</p>`}
      <p class="closing">Cancellation times are shown in ${escapeHtml(model.timeZone)}.${agency.email.trim() === '' ? '' : ` To choose an option, reply to ${escapeHtml(agency.email)}.`}</p>
    </section>`
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(model.title)}</title>
<style>${STYLE}</style></head><body>${body}</body></html>`
}
