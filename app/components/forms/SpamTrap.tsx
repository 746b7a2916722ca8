import { HONEYPOT_FIELD } from "~/utils/spam";

/** Invisible to people and to assistive technology; form-filling bots fill it and are quietly ignored. */
export function SpamTrap() {
  return (
    <div aria-hidden="true" style={{ position: "absolute", left: "-10000px", width: 1, height: 1, overflow: "hidden" }}>
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
