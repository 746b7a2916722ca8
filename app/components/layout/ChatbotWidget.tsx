import { useEffect } from "react";
import { useLocation, useNavigation } from "react-router";
import { CHATBOT_WIDGET_SRC, showsChatbot } from "~/utils/chatbot-widget";
import { whenIdle } from "~/utils/idle";

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "elevenlabs-convai": React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        "agent-id": string;
      };
    }
  }
}

/** Browser only: whether this document has run the provider's script, which stays in it once run. */
let scriptAdded = false;
/** Browser only: whether this document was served for the widget; its CSP names the provider only then. */
let servedWithWidget: boolean | undefined;

function documentServedWithWidget(allowedHere: boolean) {
  if (typeof document === "undefined") return allowedHere;
  servedWithWidget ??= allowedHere;
  return servedWithWidget;
}

/** A page the widget must stay off gets a fresh document of its own, without the provider's script. */
function leaveFor(url: string) {
  if (!scriptAdded) return;
  scriptAdded = false;
  window.location.assign(url);
}

/**
 * The widget where it belongs (docs/departures.md#chatbot-proxy): on a visitor's public pages only, and only in a
 * document that was served for it. Going from such a document to a page it must stay off loads that page
 * afresh (before it is drawn, when the way there is a navigation), so its script never runs beside a
 * password, a newsletter token or a staff screen.
 */
export function Chatbot({ agentId, signedIn }: { agentId: string | null; signedIn: boolean }) {
  const { pathname, search, hash } = useLocation();
  const navigation = useNavigation();
  const allowedHere = agentId !== null && showsChatbot(pathname, signedIn);
  const served = documentServedWithWidget(allowedHere);
  const next = navigation.state === "loading" ? navigation.location : null;
  useEffect(() => {
    if (next && !showsChatbot(next.pathname, signedIn)) leaveFor(next.pathname + next.search + next.hash);
  }, [next, signedIn]);
  useEffect(() => {
    if (!allowedHere) leaveFor(pathname + search + hash);
  }, [allowedHere, pathname, search, hash]);
  return served && allowedHere && agentId ? <ChatbotWidget agentId={agentId} /> : null;
}

/**
 * The provider's floating voice widget: its element is on the page at once (it draws nothing until its
 * script defines it, and floats over the page, so nothing shifts); its script, from our own origin, is
 * added once the browser is idle, so a visitor's first paint never waits for it.
 */
function ChatbotWidget({ agentId }: { agentId: string }) {
  useEffect(
    () =>
      whenIdle(() => {
        scriptAdded = true;
        if (document.querySelector(`script[src="${CHATBOT_WIDGET_SRC}"]`)) return;
        const script = document.createElement("script");
        script.src = CHATBOT_WIDGET_SRC;
        script.async = true;
        document.body.appendChild(script);
      }),
    [],
  );
  return <elevenlabs-convai agent-id={agentId} />;
}
