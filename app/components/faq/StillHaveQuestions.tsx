import { ArrowRight, Phone } from "lucide-react";
import { Link } from "react-router";
import { useMuseum } from "~/utils/museum";

/** The FAQ's contact link goes to /about (its #contact form). */
export function StillHaveQuestions() {
  const museum = useMuseum();
  return (
    <aside
      aria-labelledby="faq-more"
      className="relative isolate overflow-hidden rounded-3xl bg-ink-900 p-8 text-white"
    >
      <div aria-hidden className="absolute -top-20 -right-16 -z-10 size-64 rounded-full bg-brand-500/40 blur-3xl" />
      <div aria-hidden className="absolute -bottom-24 left-10 -z-10 size-64 rounded-full bg-cyan-400/25 blur-3xl" />
      <h2 id="faq-more" className="text-2xl font-extrabold tracking-tight">
        Still have questions?
      </h2>
      <p className="mt-2 max-w-xl text-slate-300">
        Our team is happy to help with visits, parties, tournaments and anything else.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link
          to="/about#contact"
          className="btn bg-white text-ink-900 hover:bg-brand-50"
          data-testid="faq-contact-link"
        >
          Contact us
          <ArrowRight aria-hidden className="size-4" />
        </Link>
        <a href={museum.phoneHref} className="btn border border-white/25 text-white hover:bg-white/10">
          <Phone aria-hidden className="size-4" />
          {museum.phone}
        </a>
      </div>
    </aside>
  );
}
