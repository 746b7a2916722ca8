import { useRootData } from "~/utils/root-data";
import { StaffBottomBar } from "./StaffBottomBar";
import { StaffHeader } from "./StaffHeader";

/**
 * `--staff-bar` is how much of the screen's foot the bottom bar covers (its 56 px tabs, border and a phone's
 * home-indicator inset; none from `md` up or in print): the page's end, and anything a page sticks to the
 * bottom of the screen, keep clear of it.
 */
const FRAME =
  "flex min-h-dvh flex-col [--staff-bar:calc(3.5rem+1px+env(safe-area-inset-bottom))] md:[--staff-bar:0px] print:[--staff-bar:0px]";

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
    <div className={FRAME}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <StaffHeader user={data.user} />
      <main id="main" className="flex-1 pb-[var(--staff-bar)]">
        {children}
      </main>
      <StaffBottomBar />
    </div>
  );
}
