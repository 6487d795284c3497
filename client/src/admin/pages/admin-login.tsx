import { LogIn } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { Link, useLocation } from "wouter";
import { paths } from "@shared/paths";
import { Seo } from "../../components/seo";
import { useCheckAuth, useLogin } from "../api/auth";
import { toast } from "../toast-store";

export const adminPanelPath = "/admin-panel";

const inputClass = "mt-1 h-11 w-full rounded-lg border border-slate-300 px-3 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none";

export function AdminLoginPage() {
  const [, navigate] = useLocation();
  const login = useLogin();
  // An operator already signed in who opens /admin again goes straight to the panel.
  const signedIn = useCheckAuth().data?.authenticated === true;
  useEffect(() => {
    if (signedIn) navigate(adminPanelPath, { replace: true });
  }, [signedIn, navigate]);
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate(
      { username, password },
      {
        onSuccess: () => navigate(adminPanelPath),
        onError: () => toast({ title: "Login failed", description: "Invalid credentials. Please try again.", variant: "destructive" }),
      },
    );
  };
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <Seo title="Admin sign-in" description="Sign in to manage the directory." path={paths.admin} noindex />
      <main className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-lg">
        <h1 className="text-2xl font-bold text-slate-900">Admin sign-in</h1>
        <form onSubmit={submit} className="mt-6 space-y-4">
          <label className="block">
            <span className="text-sm font-medium text-slate-700">Username</span>
            <input required type="text" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} className={inputClass} />
          </label>
          <label className="block">
            <span className="text-sm font-medium text-slate-700">Password</span>
            <input
              required
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              className={inputClass}
            />
          </label>
          <div className="flex gap-3 pt-2">
            <button
              type="submit"
              disabled={login.isPending}
              className="inline-flex flex-1 items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
            >
              <LogIn aria-hidden className="size-4" />
              {login.isPending ? "Logging in..." : "Log in"}
            </button>
            <Link href={paths.home} className="rounded-lg border border-slate-300 px-4 py-2.5 font-medium text-slate-700 hover:bg-slate-50">
              Cancel
            </Link>
          </div>
        </form>
      </main>
    </div>
  );
}
