/**
 * Code fetched the first time it is needed and kept: `load()` starts (or joins) the
 * download, `get()` is the module once it is here. A failed download is forgotten,
 * so the next need tries again instead of failing for the rest of the visit.
 */
export function onDemand<M>(importer: () => Promise<M>): { get: () => M | undefined; load: () => Promise<M> } {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  return {
    get: () => module,
    load() {
      loading ??= importer().then(
        (loaded) => (module = loaded),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}
