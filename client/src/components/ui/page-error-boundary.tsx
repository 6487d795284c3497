import { Component, type ReactNode } from "react";
import { PageCodeError } from "../../lib/chunk-reload";
import { buttonLinkClass } from "../content/styles";

/** The page failed, not the site: header and footer stay, and Reload fetches everything afresh. */
function PageFailedView({ error }: { error: unknown }) {
  const codeMissing = error instanceof PageCodeError;
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{codeMissing ? "This page could not be loaded" : "Something went wrong on this page"}</h1>
      <p className="mt-3 text-slate-600">
        {codeMissing
          ? "Part of the site did not download, perhaps because the connection dropped or the site has just been updated. Reloading the page usually fixes it."
          : "The page stopped working while it was being shown. Reloading it usually fixes this."}
      </p>
      <button type="button" className={`${buttonLinkClass} mt-6`} onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}

interface Props {
  /** The current path: going to another page clears the error, so the rest of the site stays usable. */
  resetKey: string;
  /** Screens without the site's layout (the operator's) need the view to be their main landmark. */
  standalone?: boolean;
  children: ReactNode;
}

interface State {
  failed: boolean;
  error: unknown;
  resetKey: string;
}

/** Catches a page whose code would not download or that failed while rendering, instead of a blank screen. */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, error: undefined, resetKey: props.resetKey };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const view = <PageFailedView error={this.state.error} />;
    return this.props.standalone ? <main className="min-h-screen bg-slate-100 py-8">{view}</main> : view;
  }
}
