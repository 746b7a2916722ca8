import { RegisterWorker } from "~/components/offline/RegisterWorker";
import { OfflineCopyLine } from "~/components/offline/OfflineCopyLine";
import { staffName } from "~/models/account/staff-name";
import { useRootData } from "~/utils/root-data";
import { StaffBottomBar } from "./StaffBottomBar";
import { StaffHeader } from "./StaffHeader";
import { FloorQueue } from "./staff-queue";

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
    // data-staff-frame sets --staff-bar (app.css), the bottom bar's height, for the page and the toasts.
    <div data-staff-frame className="flex min-h-dvh flex-col">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <StaffHeader user={data.user} />
      <OfflineCopyLine />
      <main id="main" className="flex-1 pb-[var(--staff-bar)]">
        {children}
      </main>
      <StaffBottomBar />
      <RegisterWorker />
      {data.user ? <FloorQueue id={data.user.id} name={staffName(data.user.name, data.user.email)} /> : null}
    </div>
  );
}
