/** A form's failure in one line beside its controls, announced when it appears; nothing when there is none. */
export function InlineError({ message, className = "" }: { message: string | null | undefined; className?: string }) {
  return message ? (
    <p role="alert" className={`text-sm font-medium text-red-800 dark:text-red-300 ${className}`.trim()}>
      {message}
    </p>
  ) : null;
}
