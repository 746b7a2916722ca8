import { BackLink } from "~/components/ui/BackLink";

/** The way back to the hub from any back-office screen: on a phone there is no sidebar to go back with. */
export function BackToDashboard() {
  return <BackLink to="/admin">Admin Dashboard</BackLink>;
}

/** A back-office page's top: the way back to the hub, the page's name and what it keeps. */
export function AdminPageHeader({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <header className="mb-8">
      <BackToDashboard />
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">{children}</p>
    </header>
  );
}
