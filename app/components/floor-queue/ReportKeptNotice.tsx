import { useEffect, useState } from "react";
import { KEPT_EVENT, KeptNotice } from "./KeptNotice";

/**
 * A visitor report made by staff and kept on the phone (the visitor's form carries nothing of the queue, so its
 * word is said by the staff panel): the form is emptied for the next one.
 */
export function ReportKeptNotice() {
  const [kept, setKept] = useState(false);
  useEffect(() => {
    const onKept = (event: Event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || new URL(form.action).pathname !== "/report-issue") return;
      form.reset();
      setKept(true);
    };
    document.addEventListener(KEPT_EVENT, onKept);
    return () => document.removeEventListener(KEPT_EVENT, onKept);
  }, []);
  return <KeptNotice kept={kept} className="mt-4" />;
}
