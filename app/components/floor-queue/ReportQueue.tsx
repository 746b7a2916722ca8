import { staffName } from "~/models/account/staff-name";
import { useRootData } from "~/utils/root-data";
import { FloorQueue } from "./FloorQueue";
import { ReportKeptNotice } from "./ReportKeptNotice";

/**
 * The floor's queue on the visitor's report page, for a signed-in staff member: the page has no staff layout to
 * mount it, so the staff panel loads this (its own chunk, so the public page's code does not even name it).
 */
export default function ReportQueue({ gameName }: { gameName: string }) {
  const user = useRootData()?.user;
  if (!user) return null;
  return (
    <>
      <FloorQueue
        id={user.id}
        name={staffName(user.name, user.email)}
        nameOf={(path) => (path === "/report-issue" ? `Visitor report: ${gameName}` : undefined)}
      />
      <ReportKeptNotice />
    </>
  );
}
