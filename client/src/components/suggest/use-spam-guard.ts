import { useState, type FormEvent } from "react";

/**
 * The two things every suggestion and submission carries (decision 033): the solved ALTCHA payload and
 * the honeypot. A payload is taken once, also by a refused request, so `spent()` asks the widget for a new one.
 */
export function useSpamGuard() {
  const [altcha, setAltcha] = useState<string>();
  const [resetKey, setResetKey] = useState(0);
  const [homepage, setHomepage] = useState("");
  return {
    altcha,
    homepage,
    setHomepage,
    widget: { onChange: setAltcha, resetKey },
    /** Sends, once the check is solved, with the two fields added; a refused request spent its payload. */
    submit(event: FormEvent, send: (fields: { altcha: string; homepage?: string }, onError: () => void) => void) {
      event.preventDefault();
      if (!altcha) return;
      send({ altcha, homepage: homepage || undefined }, () => {
        setAltcha(undefined);
        setResetKey((n) => n + 1);
      });
    },
  };
}
