import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createCore } from '../src/main/core/create-core'
import { createNodePlatform } from '../src/main/platform/node/platform'
import { startSandboxServer } from '../src/sandbox/server'
const folder = mkdtempSync(join(tmpdir(), 'expui-'))
const server = await startSandboxServer({ port: 0, tickIntervalMs: 0 })
const core = createCore({ platform: createNodePlatform(folder), app: { name: 'x', version: 'b', host: 'web' }, sandbox: { start: async () => server.url, stop: async () => undefined } })
core.start()
await new Promise((r) => setTimeout(r, 3000))
const texts = ['wa','wal','walk','walki','walkin','walking','fo','foo','food','mu','mus','muse','museu','museum','wi','win','wine','bo','boa','boat']
for (const priced of [false, true]) {
  const t: number[] = []
  for (const text of texts) {
    const s = performance.now()
    const a = await core.dispatch('experiences.search', { text, locale: 'en', perPage: Number(process.env.PP ?? 50), ...(priced ? { startAt: '2026-12-28', endAt: '2026-12-28', party: { adults: 2, childrenBirthdates: ['2017-03-14'] } } : {}) })
    t.push(performance.now() - s)
    if (!a.ok) console.log(a.error)
  }
  t.sort((a, b) => a - b)
  console.log(priced ? 'priced' : 'catalog', 'dispatch p50', t[10]?.toFixed(1), 'max', t.at(-1)?.toFixed(1))
  const h: number[] = []
  for (const text of texts) {
    const s = performance.now()
    const body = { search: text, ...(priced ? { startAt: '2026-12-28', endAt: '2026-12-28', experienceComposition: { adults: 2, children: 1, childrenBirthdates: ['2017-03-14'] } } : {}), perPage: 50 }
    const tok = await fetch(server.url + '/oauth/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ grant_type: 'client_credentials', client_id: 'x', client_secret: 'y' }) }).catch(() => null)
    void tok
    h.push(performance.now() - s)
    void body
  }
}
await core.stop(); await server.close()
