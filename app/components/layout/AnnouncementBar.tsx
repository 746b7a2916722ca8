import { CircleAlert, CircleCheck, Info, TriangleAlert } from "lucide-react";

const STYLES = {
  info: { className: "bg-sky-700 text-white", Icon: Info },
  warning: { className: "bg-amber-400 text-amber-950", Icon: TriangleAlert },
  success: { className: "bg-emerald-700 text-white", Icon: CircleCheck },
  error: { className: "bg-red-700 text-white", Icon: CircleAlert },
} as const;

export function AnnouncementBar({ announcement }: { announcement: { message: string; type: string } }) {
  const style = STYLES[announcement.type as keyof typeof STYLES] ?? STYLES.info;
  return (
    <div role="region" aria-label="Announcement" className={`${style.className} print:hidden`}>
      <p className="container-page flex items-center justify-center gap-2 py-2 text-center text-sm font-medium">
        <style.Icon aria-hidden className="size-4 shrink-0" />
        <span>{announcement.message}</span>
      </p>
    </div>
  );
}
