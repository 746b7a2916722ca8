import { useRootData } from "~/utils/root-data";
import { Chatbot } from "./ChatbotWidget";
import { AnnouncementBar } from "./AnnouncementBar";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";

export function SiteLayout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  // Without the root's data (its loader failed: the database is down) there is no museum to name: the error alone.
  if (!data?.museum)
    return (
      <main id="main" className="min-h-dvh">
        {children}
      </main>
    );
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {data?.announcement ? <AnnouncementBar announcement={data.announcement} /> : null}
      <SiteHeader signedIn={Boolean(data?.user)} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter
        hours={data?.hours ?? null}
        today={data?.today ?? null}
        signedIn={Boolean(data?.user)}
        year={data?.year}
      />
      <Chatbot agentId={data?.chatbotAgentId ?? null} signedIn={Boolean(data?.user)} />
    </div>
  );
}
