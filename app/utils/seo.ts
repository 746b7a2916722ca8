import type { MetaDescriptor } from "react-router";
import { UPLOADS_BASE } from "./images";
import type { PublicMuseum } from "~/models/settings/museum-settings";
import { museumIn, titled } from "./museum";

type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

export type PageSeo = {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/collection". */
  path: string;
  /** Absolute or site-relative image for sharing. */
  image?: string | null;
  type?: "website" | "article";
  noindex?: boolean;
};

/** The base pages name stored images under (root loader's uploadsBase), for a meta function's image. */
export function uploadsBase(matches: Matches): string {
  const root = matches.find((m) => m?.id === "root")?.data as { uploadsBase?: string } | undefined;
  return root?.uploadsBase ?? UPLOADS_BASE;
}

const DEFAULT_IMAGE = "/images/hero/hero-1-1600.webp";

/**
 * Title, description, canonical URL and Open Graph / Twitter tags for one page; a page whose words name the
 * museum's facts gives them as a function of the museum settings the root loader read.
 */
export function seo(matches: Matches, pageOrWords: PageSeo | ((museum: PublicMuseum) => PageSeo)): MetaDescriptor[] {
  const museum = museumIn(matches);
  if (typeof pageOrWords === "function" && !museum) return [];
  const page = typeof pageOrWords === "function" ? pageOrWords(museum!) : pageOrWords;
  const root = matches.find((m) => m?.id === "root")?.data as { publicUrl?: string } | undefined;
  const base = root?.publicUrl ?? "";
  const url = `${base}${page.path}`;
  const image = absolute(base, page.image ?? DEFAULT_IMAGE);
  const title = titled(matches, page.title);
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    ...(museum ? [{ property: "og:site_name", content: museum.longName }] : []),
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

function absolute(base: string, pathOrUrl: string) {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${base}${pathOrUrl}`;
}

/** A schema.org JSON-LD block as a meta descriptor (React Router renders it as a script tag). */
export const jsonLd = (data: Record<string, unknown>): MetaDescriptor => ({ "script:ld+json": data });
