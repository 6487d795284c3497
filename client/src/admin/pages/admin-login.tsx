import { LogIn } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useLocation } from "wouter";
import { paths } from "@shared/paths";
import { Seo } from "../../components/seo";
import { Button, buttonClasses } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { useCheckAuth, useLogin } from "../api/auth";
import { toast, toasts } from "../toast-store";

const adminPanelPath = "/admin-panel";

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
  // The toast of a failed attempt, closed once a later one succeeds: the panel must not open under "Invalid credentials".
  const failure = useRef<string>(undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate(
      { username, password },
      {
        onSuccess: () => {
          if (failure.current) toasts.dismiss(failure.current);
          failure.current = undefined;
          navigate(adminPanelPath);
        },
        onError: () => {
          failure.current = toast({ title: "Login failed", description: "Invalid credentials. Please try again.", variant: "destructive" });
        },
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
            <Input required type="text" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} className="mt-1" />
          </label>
          <label className="block">
            <span className="text-sm font-medium text-slate-700">Password</span>
            <Input required type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} className="mt-1" />
          </label>
          <div className="flex gap-3 pt-2">
            <Button type="submit" variant="primary" disabled={login.isPending} className="flex-1">
              <LogIn aria-hidden className="size-4" />
              {login.isPending ? "Logging in..." : "Log in"}
            </Button>
            <Link href={paths.home} className={buttonClasses()}>
              Cancel
            </Link>
          </div>
        </form>
      </main>
    </div>
  );
}
