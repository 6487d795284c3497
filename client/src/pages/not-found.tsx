import { Helmet } from "react-helmet-async";
import { Link } from "wouter";

export function NotFoundPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <Helmet>
        <title>Page not found | Main Street</title>
        <meta name="robots" content="noindex" />
      </Helmet>
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="mt-3 text-slate-600">The page you asked for does not exist or has moved.</p>
      <Link href="/" className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2 font-medium text-white">
        Back to Home
      </Link>
    </section>
  );
}
