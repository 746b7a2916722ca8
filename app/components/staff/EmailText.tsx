import { Fragment } from "react";

/** An address that wraps at '@' and '.' on a narrow screen rather than mid-word. */
export function EmailText({ email, className = "" }: { email: string; className?: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span className={`[overflow-wrap:anywhere] ${className}`}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
