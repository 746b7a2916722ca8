import type { ReactNode } from "react";

/** A labelled select of a filter bar that acts as soon as a choice is made; `children` are its options. */
export function SelectField<V extends string>({
  id,
  name,
  label,
  value,
  onChange,
  className = "input",
  children,
}: {
  id: string;
  name: string;
  label: string;
  value: V;
  onChange: (value: V) => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <select id={id} name={name} value={value} onChange={(e) => onChange(e.target.value as V)} className={className}>
        {children}
      </select>
    </div>
  );
}
