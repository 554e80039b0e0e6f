/**
 * The renderer's Content-Security-Policy, the same for the Electron window and the web host: scripts only from the
 * app itself, no eval, no plugins, no framing, no form posts. Styles allow inline because Mantine writes its CSS
 * variables into a style element. Images may come from the service (https) and from the embedded sandbox on
 * loopback; connections go to the app's own origin and, in the web host, its WebSocket.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https: http://127.0.0.1:*",
  "font-src 'self' data:",
  "connect-src 'self' ws://127.0.0.1:* ws://localhost:*",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')
