import { useEffect, useRef, type ReactNode } from "react";
import { Button } from "../ui/button";

/**
 * After a 202: what happens next, said plainly (nothing is published before the editor accepts it).
 * It replaces a long form, so on a page it takes focus, which brings it into view and has it read out;
 * in a dialog its Close button does.
 */
export function ThankYou({ children, onClose }: { children: ReactNode; onClose?: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!onClose) box.current?.focus();
  }, [onClose]);
  return (
    <div ref={box} tabIndex={-1} role="status" className="space-y-3 text-slate-700 outline-none">
      <p className="font-medium text-slate-900">Thanks – we have received it.</p>
      <p>The directory's editor reviews every suggestion before it appears. {children}</p>
      {onClose && (
        <div className="flex justify-end">
          <Button variant="primary" onClick={onClose} autoFocus>
            Close
          </Button>
        </div>
      )}
    </div>
  );
}
