import { useEffect } from "react";
import { CHATBOT_WIDGET_SRC } from "~/utils/chatbot-widget";
import { whenIdle } from "~/utils/idle";

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "elevenlabs-convai": React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & { "agent-id": string };
    }
  }
}

/** Staff screens are for work: the visitors' voice assistant stays off them. */
const STAFF_PATHS = /^\/(admin|add|edit|repairs|qr-codes|account)(\/|$)/;
export const showsChatbot = (pathname: string) => !STAFF_PATHS.test(pathname);

/**
 * The provider's floating voice widget (spec section 2): its element is on the page at once (it draws
 * nothing until its script defines it, and floats over the page, so nothing shifts); its script, from our
 * own origin, is added once the browser is idle, so a visitor's first paint never waits for it.
 */
export function ChatbotWidget({ agentId }: { agentId: string }) {
  useEffect(
    () =>
      whenIdle(() => {
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
