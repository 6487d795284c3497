import { useEffect, useState } from "react";
import type { onDemand } from "./on-demand";

type Code<M> = ReturnType<typeof onDemand<M>>;

/**
 * On-demand code for a component to draw with: the module once it is here, or `failed`. Not
 * React's lazy and Suspense: React holds back what a Suspense boundary reveals for 300 ms after
 * it showed its fallback, which a map opened at a press would wait out every time.
 */
export function useOnDemand<M>(code: Code<M>): { module: M | undefined; failed: boolean } {
  const [state, setState] = useState(() => ({ module: code.get(), failed: false }));
  useEffect(() => {
    if (state.module) return;
    let live = true;
    code.load().then(
      (module) => live && setState({ module, failed: false }),
      () => live && setState({ module: undefined, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [code, state.module]);
  return state;
}
