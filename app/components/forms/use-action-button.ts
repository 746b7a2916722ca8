import { useFetcher } from "react-router";
import type { AnyFormResult } from "~/utils/forms";

/**
 * A button or a small form that acts in place (Restore, Revoke, Move up, a status) through a fetcher of its
 * own, or of `key`'s when a component that outlives it reads the answer. Fields checked in the browser first
 * go through `useForm` instead. While a post is on its way `busy` is true and `answer` is undefined; once it
 * is in, `error` is a refusal's text and `message` what a success said.
 */
export function useActionButton<Data = AnyFormResult>(key?: string) {
  const fetcher = useFetcher<Data>({ key });
  const busy = fetcher.state !== "idle";
  const answer = busy ? undefined : fetcher.data;
  const said = answer as (AnyFormResult & { message?: string }) | undefined;
  return {
    Form: fetcher.Form,
    submit: fetcher.submit,
    load: fetcher.load,
    state: fetcher.state,
    busy,
    /** The latest answer, kept while the next post is on its way. */
    data: fetcher.data,
    answer,
    error: said && !said.ok ? said.error : undefined,
    message: said?.ok ? said.message : undefined,
    /** What the post on its way sends as `name` (its intent, a status), or null when none is on its way. */
    pending: (name: string) => (busy ? (fetcher.formData?.get(name) ?? null) : null),
  };
}
