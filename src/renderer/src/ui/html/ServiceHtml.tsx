import { List, Text } from '@mantine/core'
import { Fragment, type ReactNode } from 'react'

/**
 * Texts the service sends as HTML (experience descriptions, highlights, program days), shown without ever
 * handing that HTML to the page: it is parsed inert (DOMParser runs no script and loads nothing) and rebuilt as
 * React elements from an allow-list of text tags, with no attribute kept (no link, image, style or handler).
 * Anything else contributes its text only.
 */

const BLOCKS = new Set(['P', 'DIV', 'SECTION', 'ARTICLE', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE'])

function children(node: Node, key: string): ReactNode[] {
  return Array.from(node.childNodes).map((child, index) => element(child, `${key}.${index}`))
}

function element(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent
  if (node.nodeType !== Node.ELEMENT_NODE) return null
  const tag = (node as Element).tagName
  const inner = children(node, key)
  switch (tag) {
    case 'SCRIPT':
    case 'STYLE':
    case 'TEMPLATE':
    case 'NOSCRIPT':
    case 'IFRAME':
    case 'OBJECT':
      return null
    case 'BR':
      return <br key={key} />
    case 'STRONG':
    case 'B':
      return <strong key={key}>{inner}</strong>
    case 'EM':
    case 'I':
      return <em key={key}>{inner}</em>
    case 'UL':
    case 'OL':
      return (
        <List key={key} size="sm" type={tag === 'OL' ? 'ordered' : 'unordered'} withPadding mb="xs">
          {Array.from(node.childNodes)
            .filter((child) => child.nodeType === Node.ELEMENT_NODE)
            .map((child, index) => (
              <List.Item key={`${key}.${index}`}>{children(child, `${key}.${index}`)}</List.Item>
            ))}
        </List>
      )
    default:
      if (BLOCKS.has(tag))
        return (
          <Text key={key} size="sm" mb="xs" fw={tag.startsWith('H') ? 600 : undefined}>
            {inner}
          </Text>
        )
      return <Fragment key={key}>{inner}</Fragment>
  }
}

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html')
}

/** The service's HTML text as safe React elements (paragraphs, lists, emphasis). */
export function ServiceHtml(props: { html: string | null; empty?: string }) {
  const html = props.html?.trim() ?? ''
  if (html === '')
    return props.empty === undefined ? null : (
      <Text size="sm" c="dimmed">
        {props.empty}
      </Text>
    )
  const body = parse(html).body
  return <div>{children(body, 'h')}</div>
}

/** The service's HTML text as plain text (a summary on a card, a policy in a sentence). */
export function htmlToText(html: string | null): string {
  if (html === null || html.trim() === '') return ''
  const body = parse(html).body
  body.querySelectorAll('script, style, template').forEach((node) => node.remove())
  // List items and paragraphs become separate sentences, not glued words.
  body.querySelectorAll('li, p, br, div').forEach((node) => node.append(' '))
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim()
}
