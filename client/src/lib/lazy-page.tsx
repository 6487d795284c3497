import { lazy, Suspense, type ComponentType } from "react";
import { codeArrived, PageCodeError, reloadOnceForNewCode } from "./chunk-reload";

async function loadOnce<T>(load: () => Promise<T>): Promise<{ default: T }> {
  try {
    const page = await load();
    codeArrived();
    return { default: page };
  } catch (error) {
    // The skeleton stays until the reload replaces the page.
    if (reloadOnceForNewCode()) return new Promise<never>(() => undefined);
    throw new PageCodeError(error);
  }
}

/**
 * A page in its own chunk, shown as its skeleton from the moment it is asked for
 * until its code is there (the skeletons live in the main chunk). A download
 * that fails reloads the page once, then reaches the nearest PageErrorBoundary.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>, Skeleton: ComponentType): ComponentType<P> {
  const Page = lazy(() => loadOnce(load));
  return function LazyPage(props: P) {
    return (
      <Suspense fallback={<Skeleton />}>
        <Page {...props} />
      </Suspense>
    );
  };
}
