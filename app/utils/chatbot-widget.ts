/**
 * The chatbot widget (docs/departures.md#own-origin-scripts): the provider's custom element, from its npm package
 * (@elevenlabs/convai-widget-embed), served from our own origin under a name that changes with its version
 * (so it is cached for a year), and the provider origins the Content-Security-Policy allows only while the
 * widget is on. Browser-safe.
 */
export const CHATBOT_WIDGET_VERSION = "0.5.4";
export const CHATBOT_WIDGET_SRC = `/vendor/elevenlabs-convai-widget-${CHATBOT_WIDGET_VERSION}.js`;
export const CHATBOT_CONNECT_SRC = [
  "https://api.elevenlabs.io",
  "wss://api.elevenlabs.io",
  "https://*.elevenlabs.io",
  "wss://*.elevenlabs.io",
] as const;

/**
 * Pages the widget stays off: signing in, a new password, the newsletter's token links and a
 * board link (`/board/workshop?key=`) carry secrets a third party's script has no business near, staff
 * screens are for work, and the TV boards draw no widget at all. Case-insensitive, as the routes match.
 */
const NO_WIDGET_PATHS =
  /^\/+(login|reset-password|newsletter\/(confirm|unsubscribe)|admin|add|edit|repairs|qr-codes|account|board)(\/|$)/i;

/** Whether a page shows the widget (and its CSP names the provider): a visitor's public page. Signed-in staff never get it. */
export const showsChatbot = (pathname: string, signedIn: boolean) => !signedIn && !NO_WIDGET_PATHS.test(pathname);
