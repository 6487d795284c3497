/**
 * The ids of jobs this browser started and has not yet seen end, kept in localStorage.
 * On the embedded database the list of imports waits while an import's transaction is
 * open, but a running job's own address answers from memory: a reloaded tab reads
 * these at once instead of waiting for the list to learn what runs.
 */
const storageKey = "mainstreet.importJobs";

export function watchedImports(): number[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageKey) ?? "[]");
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

function store(ids: number[]) {
  try {
    if (ids.length === 0) localStorage.removeItem(storageKey);
    else localStorage.setItem(storageKey, JSON.stringify(ids));
  } catch {
    // Private browsing or a full quota: the list of imports still finds running jobs, only later.
  }
}

export function watchImport(id: number): void {
  const ids = watchedImports();
  if (!ids.includes(id)) store([...ids, id]);
}

export function unwatchImport(id: number): void {
  const ids = watchedImports();
  if (ids.includes(id)) store(ids.filter((i) => i !== id));
}
