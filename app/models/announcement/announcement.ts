export type AnnouncementLike = {
  id: number;
  message: string;
  type: string;
  start_date: string;
  end_date: string;
  is_active: boolean;
};

/** Only one is shown, the first by start date among active ones whose window contains now. */
export function pickAnnouncement<T extends AnnouncementLike>(all: T[], now: Date): T | null {
  const t = now.getTime();
  return (
    all
      .filter((a) => a.is_active && Date.parse(a.start_date) <= t && Date.parse(a.end_date) >= t)
      .sort((a, b) => Date.parse(a.start_date) - Date.parse(b.start_date) || a.id - b.id)[0] ?? null
  );
}
