import { Camera, CircleCheck, HandHeart, Handshake, MessageCircle, Truck, Wrench } from "lucide-react";
import { useMuseum } from "~/utils/museum";

const ACCEPTED = [
  "Arcade cabinets: uprights, cocktail tables and sit-downs",
  "Pinball machines of any era, electromechanical to modern",
  "Skee-Ball lanes and other coin-op amusements",
  "Boards, monitors, parts, manuals, flyers and backglasses",
];

const STEPS = [
  {
    Icon: MessageCircle,
    title: "Tell us about it",
    text: "Use the form below: the game's name and maker, its year if you know it, whether it powers on, and where it is.",
  },
  {
    Icon: Camera,
    title: "Send a few photos",
    text: "We'll reply by e-mail, usually within a few days, and may ask for photos of the cabinet, screen or playfield.",
  },
  {
    Icon: Handshake,
    title: "Agree on the details",
    text: "For a sale we make you a fair offer; for a donation we confirm we can give the machine a good home.",
  },
  {
    Icon: Truck,
    title: "Pickup or drop-off",
    text: "We can usually collect machines ourselves in the area, or you can bring them to the museum.",
  },
];

/** The explanatory text of the Sell or Donate page (spec section 2: text plus the contact form). */
export function SellDonateInfo() {
  const { collection } = useMuseum();
  return (
    <>
      <section aria-labelledby="sell-accept" className="container-page grid gap-8 py-12 sm:py-16 lg:grid-cols-2">
        <div>
          <h2 id="sell-accept" className="text-3xl font-extrabold tracking-tight">
            What we accept
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-700 dark:text-slate-300">
            Working or not, complete or in pieces: most of the {collection} machines we have restored arrived needing
            help. If it was ever in an arcade, a bowling alley or a basement rec room, we would like to hear about it.
          </p>
          <ul className="mt-6 space-y-3">
            {ACCEPTED.map((item) => (
              <li key={item} className="flex gap-3 text-slate-800 dark:text-slate-200">
                <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-600 dark:text-emerald-400" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          <div className="card p-6">
            <h3 className="flex items-center gap-2 text-lg font-bold">
              <Wrench aria-hidden className="size-5 text-brand-600 dark:text-brand-300" /> Selling
            </h3>
            <p className="mt-2 text-slate-700 dark:text-slate-300">
              We buy single machines and whole collections. Tell us what you have and what you hope to get for it, and
              we will be straight with you about what it is worth to us.
            </p>
          </div>
          <div className="card p-6">
            <h3 className="flex items-center gap-2 text-lg font-bold">
              <HandHeart aria-hidden className="size-5 text-brand-600 dark:text-brand-300" /> Donating
            </h3>
            <p className="mt-2 text-slate-700 dark:text-slate-300">
              A donated game is restored by our technicians and played by thousands of visitors. We are happy to credit
              you on the machine's card and give you a written acknowledgment of your gift.
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="sell-steps" className="bg-slate-50 py-12 sm:py-16 dark:bg-ink-900/40">
        <div className="container-page">
          <h2 id="sell-steps" className="text-3xl font-extrabold tracking-tight">
            How it works
          </h2>
          <ol className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map(({ Icon, title, text }, i) => (
              <li key={title} className="relative card p-6">
                <span className="flex items-center gap-3">
                  <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-600 font-display text-lg font-black text-white dark:bg-brand-400 dark:text-ink-950">
                    {i + 1}
                  </span>
                  <Icon aria-hidden className="size-5 text-brand-600 dark:text-brand-300" />
                </span>
                <h3 className="mt-4 text-lg font-bold">{title}</h3>
                <p className="mt-2 text-slate-700 dark:text-slate-300">{text}</p>
              </li>
            ))}
          </ol>
          <p className="mt-8 max-w-3xl text-slate-700 dark:text-slate-300">
            <strong className="font-semibold text-slate-900 dark:text-white">What happens next?</strong> Once a machine
            arrives, our technicians check it over, clean it and bring it back to original condition. Then it joins the
            collection on the floor, free to play for every visitor, or goes to our warehouse until its turn comes.
          </p>
        </div>
      </section>
    </>
  );
}
