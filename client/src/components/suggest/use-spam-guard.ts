import { useState } from "react";

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
    /** What the request sends; undefined until the check is solved. */
    fields: () => (altcha ? { altcha, homepage: homepage || undefined } : undefined),
    spent: () => {
      setAltcha(undefined);
      setResetKey((n) => n + 1);
    },
  };
}
