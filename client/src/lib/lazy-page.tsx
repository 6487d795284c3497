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

/** A page whose code can be fetched before it is first drawn. */
export type LazyPage<P extends object> = ComponentType<P> & { load: () => Promise<unknown> };

/**
 * A page in its own chunk, shown as its skeleton from the moment it is asked for
 * until its code is there (the skeletons live in the main chunk). A download
 * that fails reloads the page once, then reaches the nearest PageErrorBoundary.
 * `load()` fetches the code ahead: a page whose code is already here when it is
 * first drawn renders at once, without a frame of skeleton (main.tsx does this
 * for the page the visitor opened).
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>, Skeleton: ComponentType): LazyPage<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const fetchPage = () =>
    (loading ??= loadOnce(load).then(
      (page) => (loaded = page),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  // React takes a thenable that has already settled when it calls back at once, and then draws the page without suspending.
  const settled = (page: { default: ComponentType<P> }) => ({ then: (resolve: (value: { default: ComponentType<P> }) => void) => resolve(page) });
  const Page = lazy(() => (loaded ? (settled(loaded) as unknown as Promise<{ default: ComponentType<P> }>) : fetchPage()));
  function LazyPageView(props: P) {
    return (
      <Suspense fallback={<Skeleton />}>
        <Page {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyPageView, { load: fetchPage });
}
