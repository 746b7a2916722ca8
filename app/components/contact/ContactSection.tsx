import { Mail, Phone } from "lucide-react";
import { ContactForm } from "~/components/forms/ContactForm";
import type { ContactResult } from "~/models/contact/contact";
import { useMuseum } from "~/utils/museum";

type Props = {
  title: string;
  intro: React.ReactNode;
  result: ContactResult | undefined;
  messageLabel?: string;
  messagePlaceholder?: string;
  aside?: React.ReactNode;
};

/** The #contact block shared by About and Sell/Donate: a heading, a short note and the contact form. */
export function ContactSection({ title, intro, result, messageLabel, messagePlaceholder, aside }: Props) {
  const museum = useMuseum();
  return (
    <section id="contact" aria-labelledby="contact-heading" className="scroll-mt-24">
      <div className="container-page py-12 sm:py-16">
        <div className="grid gap-8 lg:grid-cols-[1fr_1.6fr]">
          <div>
            <h2 id="contact-heading" className="text-3xl font-extrabold tracking-tight">
              {title}
            </h2>
            <div className="mt-4 space-y-3 text-lg leading-relaxed text-slate-700 dark:text-slate-300">{intro}</div>
            {aside ?? (
              <ul className="mt-6 space-y-3 text-[0.95rem]">
                <li>
                  <a
                    href={museum.phoneHref}
                    className="inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
                  >
                    <Phone aria-hidden className="size-4" /> {museum.phone}
                  </a>
                </li>
                <li>
                  <a
                    href={`mailto:${museum.email}`}
                    className="inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
                  >
                    <Mail aria-hidden className="size-4" /> {museum.email}
                  </a>
                </li>
              </ul>
            )}
          </div>
          <div className="card p-5 sm:p-8">
            <ContactForm result={result} messageLabel={messageLabel} messagePlaceholder={messagePlaceholder} />
          </div>
        </div>
      </div>
    </section>
  );
}
