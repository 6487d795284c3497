import { LogOut } from "lucide-react";
import { useEffect, useRef, type KeyboardEvent } from "react";
import { useLocation, useSearch } from "wouter";
import { paths } from "@shared/paths";
import { Seo } from "../../components/seo";
import { useCheckAuth, useLogout } from "../api/auth";
import { BusinessesTab } from "../tabs/businesses-tab";
import { DashboardTab } from "../tabs/dashboard-tab";
import { ImportTab } from "../tabs/import-tab";
import { InsightsTab } from "../tabs/insights-tab";
import { SitemapTab } from "../tabs/sitemap-tab";
import { SuggestionsTab } from "../tabs/suggestions-tab";
import { useOpenSuggestionCount } from "../api/suggestions";
import { TrashTab } from "../tabs/trash-tab";
import { useUploadsUnsent } from "../components/use-upload-queue";
import { toast } from "../toast-store";
import { useLeaveWarning } from "../../lib/use-leave-warning";

const adminLoginPath = "/admin-login";

const tabs = [
  { id: "dashboard", label: "Dashboard", Panel: DashboardTab },
  { id: "businesses", label: "Businesses", Panel: BusinessesTab },
  { id: "suggestions", label: "Suggestions", Panel: SuggestionsTab },
  { id: "insights", label: "Insights", Panel: InsightsTab },
  { id: "import", label: "Import", Panel: ImportTab },
  { id: "sitemap", label: "SEO Sitemap", Panel: SitemapTab },
  { id: "trash", label: "Trash", Panel: TrashTab },
] as const;

type TabId = (typeof tabs)[number]["id"];

/** The Suggestions tab's badge: the open items, read out with the tab's name ("Suggestions, 12 open"). */
const openText = (id: TabId, open: number | undefined) => (id === "suggestions" && open ? `${open} open` : undefined);

function useTab(): [TabId, (tab: TabId) => void] {
  const [location, navigate] = useLocation();
  const requested = new URLSearchParams(useSearch()).get("tab");
  const current = tabs.find((t) => t.id === requested)?.id ?? "dashboard";
  return [current, (tab) => navigate(tab === "dashboard" ? location : `${location}?tab=${tab}`, { replace: true })];
}

/** The panel checks the session on load; without one, a notice and a redirect to sign-in. */
function useRequireSession() {
  const auth = useCheckAuth();
  const [, navigate] = useLocation();
  const warned = useRef(false);
  useEffect(() => {
    if (auth.isError && !warned.current) {
      warned.current = true;
      toast({ title: "Authentication required", description: "Please log in to access the admin panel", variant: "destructive" });
      navigate(adminLoginPath, { replace: true });
    }
  }, [auth.isError, navigate]);
  return auth;
}

export function AdminPanelPage() {
  const auth = useRequireSession();
  const logout = useLogout();
  const [, navigate] = useLocation();
  const [tab, setTab] = useTab();
  const openSuggestions = useOpenSuggestionCount(auth.data !== undefined);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  // Here rather than on the Import tab: a file keeps going up while another tab is open, and leaving would cut it off.
  useLeaveWarning(useUploadsUnsent());

  const onTabKey = (event: KeyboardEvent, index: number) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    const next = (index + step + tabs.length) % tabs.length;
    setTab(tabs[next]?.id ?? "dashboard");
    tabRefs.current[next]?.focus();
  };

  if (!auth.data) {
    return <div className="min-h-screen" aria-busy="true" aria-label="Checking your session" />;
  }
  const active = tabs.find((t) => t.id === tab) ?? tabs[0];
  return (
    <div className="min-h-screen bg-slate-100">
      <Seo title="Admin panel" description="Manage the directory." path={adminPanelPathFor(tab)} noindex />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4">
          <h1 className="text-lg font-bold whitespace-nowrap text-slate-900">Admin panel</h1>
          <div className="flex items-center gap-3 text-sm text-slate-600">
            <span className="max-sm:sr-only">Signed in as {auth.data.username}</span>
            <button
              type="button"
              disabled={logout.isPending}
              onClick={() => logout.mutate(undefined, { onSettled: () => navigate(paths.home) })}
              className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-1.5 font-medium text-slate-700 hover:bg-slate-50"
            >
              <LogOut aria-hidden className="size-4" /> Logout
            </button>
          </div>
        </div>
        <div role="tablist" aria-label="Admin sections" className="mx-auto flex max-w-7xl flex-wrap gap-x-1 px-2 sm:px-4">
          {tabs.map((t, index) => (
            <button
              key={t.id}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              role="tab"
              id={`tab-${t.id}`}
              aria-label={openText(t.id, openSuggestions) ? `${t.label}, ${openText(t.id, openSuggestions)}` : undefined}
              aria-selected={t.id === tab}
              aria-controls={`panel-${t.id}`}
              tabIndex={t.id === tab ? 0 : -1}
              onClick={() => setTab(t.id)}
              onKeyDown={(e) => onTabKey(e, index)}
              className={`border-b-2 px-3 py-3 text-sm font-medium whitespace-nowrap sm:px-4 ${
                t.id === tab ? "border-brand-600 text-brand-700" : "border-transparent text-slate-600 hover:text-slate-900"
              }`}
            >
              {t.label}
              {openText(t.id, openSuggestions) && (
                <span aria-hidden className="ml-1.5 rounded-full bg-brand-600 px-1.5 py-0.5 text-xs font-semibold text-white">
                  {(openSuggestions ?? 0) > 999 ? "999+" : openSuggestions}
                </span>
              )}
            </button>
          ))}
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-8">
        <div id={`panel-${active.id}`} role="tabpanel" aria-labelledby={`tab-${active.id}`}>
          <active.Panel />
        </div>
      </main>
    </div>
  );
}

const adminPanelPathFor = (tab: TabId) => (tab === "dashboard" ? "/admin-panel" : `/admin-panel?tab=${tab}`);
