import type { ReactNode } from "react";
import { Button } from "../ui/button";

/** After a 202: what happens next, said plainly (nothing is published before the editor accepts it). */
export function ThankYou({ children, onClose }: { children: ReactNode; onClose?: () => void }) {
  return (
    <div role="status" className="space-y-3 text-slate-700">
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
