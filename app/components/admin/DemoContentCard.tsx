import { ArrowRight, Sparkles } from "lucide-react";
import { Link } from "react-router";

/** A card that lifts under the pointer, like the dashboard's cards, in the brand's colours. */
const DEMO_CARD = [
  "mb-6 flex items-center gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-5 transition",
  "hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md",
  "dark:border-brand-500/30 dark:bg-brand-500/10 dark:hover:border-brand-500/50",
].join(" ");

/** On a manager's Admin Dashboard while the museum still holds demo content that "Remove the demo content" would remove. */
export function DemoContentCard() {
  return (
    <Link to="/admin/demo-content" data-testid="demo-content-card" className={DEMO_CARD}>
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800 dark:bg-brand-500/20 dark:text-brand-200">
        <Sparkles aria-hidden className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900 dark:text-white">Remove the demo content</span>
        <span className="mt-1 block text-sm text-slate-700 dark:text-slate-300">
          The sample machines, events, FAQs and shop items of the first start are still here. Remove them once your own
          are in; what staff added or changed stays.
        </span>
      </span>
      <ArrowRight aria-hidden className="size-5 shrink-0 text-brand-700 dark:text-brand-300" />
    </Link>
  );
}
