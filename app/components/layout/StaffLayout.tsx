import { useRootData } from "~/utils/root-data";
import { SKIP_LINK } from "./SiteLayout";
import { StaffBottomBar } from "./StaffBottomBar";
import { StaffHeader } from "./StaffHeader";

/**
 * The staff pages' frame: their own header, and on a phone the bottom bar, which the page's content keeps clear
 * of. No announcement, public footer, newsletter form or chatbot.
 */
export function StaffLayout({ children }: { children: React.ReactNode }) {
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
      <a href="#main" className={SKIP_LINK}>
        Skip to content
      </a>
      <StaffHeader user={data.user} />
      <main id="main" className="flex-1 pb-[calc(3.5rem+env(safe-area-inset-bottom))] md:pb-0 print:pb-0">
        {children}
      </main>
      <StaffBottomBar />
    </div>
  );
}
