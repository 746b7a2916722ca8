/**
 * The chatbot widget (spec sections 2 and 4): the provider's custom element, from its npm package
 * (@elevenlabs/convai-widget-embed), served from our own origin under a name that changes with its version
 * (so it is cached for a year), and the provider origins the Content-Security-Policy allows only while the
 * widget is on. Browser-safe.
 */
export const CHATBOT_WIDGET_VERSION = "0.5.4";
export const CHATBOT_WIDGET_SRC = `/vendor/elevenlabs-convai-widget-${CHATBOT_WIDGET_VERSION}.js`;
export const CHATBOT_CONNECT_SRC = ["https://api.elevenlabs.io", "wss://api.elevenlabs.io", "https://*.elevenlabs.io", "wss://*.elevenlabs.io"] as const;
