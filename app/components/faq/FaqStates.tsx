import { CircleAlert, MessageCircleQuestion } from "lucide-react";
import { Link } from "react-router";

export function FaqEmpty({ category }: { category: string | null }) {
  return (
    <div className="flex flex-col items-center card px-6 py-14 text-center" data-testid="faq-empty">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">
        <MessageCircleQuestion aria-hidden className="size-7" />
      </span>
      {category ? (
        <>
          <h2 className="mt-4 text-xl font-bold">No questions in this category</h2>
          <p className="mt-2 max-w-md text-slate-600 dark:text-slate-300">
            There are no questions filed under &ldquo;{category}&rdquo;.
          </p>
          <Link to="/faq" className="mt-6 btn-secondary">
            Show all questions
          </Link>
        </>
      ) : (
        <>
          <h2 className="mt-4 text-xl font-bold">No FAQs yet</h2>
          <p className="mt-2 max-w-md text-slate-600 dark:text-slate-300">
            We haven&rsquo;t posted any frequently asked questions yet. Ask us anything and we&rsquo;ll be happy to
            help.
          </p>
          <Link to="/about#contact" className="mt-6 btn-primary">
            Contact us
          </Link>
        </>
      )}
    </div>
  );
}

export function FaqError({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center card border-red-300 px-6 py-14 text-center dark:border-red-500/40"
      data-testid="faq-error"
    >
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-red-100 text-red-700 dark:bg-red-500/15 dark:text-red-300">
        <CircleAlert aria-hidden className="size-7" />
      </span>
      <h2 className="mt-4 text-xl font-bold">{message}</h2>
      <p className="mt-2 max-w-md text-slate-600 dark:text-slate-300">
        Please try again in a moment, or ask us directly.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/faq" reloadDocument className="btn-primary">
          Try again
        </Link>
        <Link to="/about#contact" className="btn-secondary">
          Contact us
        </Link>
      </div>
    </div>
  );
}
