import { Globe, Mail, Phone } from "lucide-react";
import { useMuseum } from "~/utils/museum";

const linkClass =
  "flex min-h-11 items-center gap-3 rounded-xl border border-slate-200 px-4 py-2.5 text-sm font-semibold text-slate-800 transition-colors hover:border-brand-400 hover:bg-brand-50 dark:border-white/10 dark:text-slate-100 dark:hover:border-brand-400/60 dark:hover:bg-white/5";

/** Website, phone, e-mail and social links. */
export function ConnectLinks({ websiteUrl }: { websiteUrl: string }) {
  const museum = useMuseum();
  const website = websiteUrl.replace(/^https?:\/\//, "");
  return (
    <section aria-labelledby="about-connect" className="card p-6">
      <h2 id="about-connect" className="text-xl font-bold">
        Stay Connected
      </h2>
      <ul className="mt-4 grid gap-2.5 sm:grid-cols-2">
        <li>
          <a href={websiteUrl} className={linkClass}>
            <Globe aria-hidden className="size-5 text-brand-600 dark:text-brand-300" />
            <span className="min-w-0 truncate">{website}</span>
          </a>
        </li>
        <li>
          <a href={museum.phoneHref} className={linkClass}>
            <Phone aria-hidden className="size-5 text-brand-600 dark:text-brand-300" />
            {museum.phone}
          </a>
        </li>
        <li>
          <a href={`mailto:${museum.email}`} className={linkClass}>
            <Mail aria-hidden className="size-5 text-brand-600 dark:text-brand-300" />
            <span className="min-w-0 truncate">{museum.email}</span>
          </a>
        </li>
        {museum.social.map((link) => (
          <li key={link.url}>
            <a href={link.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
              <PlatformIcon platform={link.platform} />
              {link.platform}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A platform the museum names (any words) gets its mark when we draw one, else the globe of a web address. */
function PlatformIcon({ platform }: { platform: string }) {
  const known = platform.toLowerCase();
  if (known === "facebook") return <FacebookIcon />;
  if (known === "instagram") return <InstagramIcon />;
  return <Globe aria-hidden className="size-5 text-brand-600 dark:text-brand-300" />;
}

// lucide dropped brand marks; these are simple drawn stand-ins.
function FacebookIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="size-5 text-[#1877f2] dark:text-[#5b9dff]">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path
        d="M13.3 19.5v-6h2l.3-2.4h-2.3V9.6c0-.7.2-1.2 1.2-1.2h1.2V6.3c-.2 0-1-.1-1.8-.1-1.8 0-3 1.1-3 3.1v1.8H8.9v2.4h2v6h2.4Z"
        fill="#fff"
      />
    </svg>
  );
}

function InstagramIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="size-5">
      <defs>
        <linearGradient id="ig-grad" x1="0" y1="1" x2="1" y2="0">
          <stop offset="0" stopColor="#f9ce34" />
          <stop offset=".5" stopColor="#ee2a7b" />
          <stop offset="1" stopColor="#6228d7" />
        </linearGradient>
      </defs>
      <rect x="1.5" y="1.5" width="21" height="21" rx="6" fill="url(#ig-grad)" />
      <rect x="6.5" y="6.5" width="11" height="11" rx="5.5" fill="none" stroke="#fff" strokeWidth="1.8" />
      <circle cx="17.6" cy="6.4" r="1.2" fill="#fff" />
    </svg>
  );
}
