/** A back-office list's filter as its URL carries it: search words and one status, or all. */
export type StatusFilter<S extends string> = { q: string; status: S | "all" };

/** The search (spaces folded, at most 100 characters) and the status when it is one of `statuses`, else all. */
export function parseStatusFilter<S extends string>(params: URLSearchParams, statuses: readonly S[]): StatusFilter<S> {
  const status = params.get("status");
  return {
    q: (params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, 100),
    status: (statuses as readonly string[]).includes(status ?? "") ? (status as S) : "all",
  };
}

/** The shortest URL for a filter; defaults are left out. */
export function statusFilterHref(path: string, { q, status }: StatusFilter<string>) {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (status !== "all") params.set("status", status);
  const query = params.toString();
  return `${path}${query ? `?${query}` : ""}`;
}
