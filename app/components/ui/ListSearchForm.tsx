import type { ReactNode } from "react";
import { Form } from "react-router";

/**
 * A back-office list's search and filters: a GET form (role search), so without JavaScript the browser
 * submits it; with JavaScript Enter searches at once, in place, through `onSearch`.
 */
export function ListSearchForm({
  action,
  label,
  className,
  onSearch,
  children,
}: {
  action: string;
  label: string;
  className: string;
  onSearch: (q: string) => void;
  children: ReactNode;
}) {
  return (
    <Form
      method="get"
      action={action}
      role="search"
      aria-label={label}
      className={className}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(String(new FormData(e.currentTarget).get("q") ?? "").trim());
      }}
    >
      {children}
    </Form>
  );
}
