import { CalendarCheck, ShoppingBag, UtensilsCrossed, type LucideIcon } from "lucide-react";
import type { Business } from "@shared/api";

/** Per kind: a business with more than this is better served by its own website. */
const shownPerKind = 3;

/** Places one books a table or a room at; elsewhere (barbers, clinics) a booking is an appointment. */
const reservingGroups = new Set(["restaurants", "lodging", "entertainment"]);

const linkClass =
  "inline-flex max-w-full items-center gap-2 rounded-lg border border-white/60 bg-white/10 px-4 py-2 text-sm font-medium text-white backdrop-blur hover:bg-white/20 [overflow-wrap:anywhere]";

interface ActionLink {
  label: string;
  href: string;
  icon: LucideIcon;
  host: string | null;
}

function hostOf(href: string): string | null {
  try {
    return new URL(href).hostname.replace(/^www\./, "");
  } catch {
    return null;
  }
}

function linksOf(label: string, icon: LucideIcon, hrefs: string[]): ActionLink[] {
  const shown = hrefs.slice(0, shownPerKind);
  // One link needs no more than its label; several are told apart by their sites.
  return shown.map((href) => ({ label, href, icon, host: shown.length > 1 ? hostOf(href) : null }));
}

/** The menu, booking and ordering links a listing carries, each once: an order link that is also a booking link is a booking. */
function actionLinksOf(business: Business): ActionLink[] {
  const reserve = reservingGroups.has(business.categoryGroup) ? "Reserve" : "Book online";
  const reservations = business.reservationLinks ?? [];
  const orders = (business.orderLinks ?? []).filter((href) => !reservations.includes(href));
  return [
    ...linksOf("Menu", UtensilsCrossed, business.menuLink ? [business.menuLink] : []),
    ...linksOf(reserve, CalendarCheck, reservations),
    ...linksOf("Order online", ShoppingBag, orders),
  ];
}

/** Menu, Reserve and Order online, opened in a new tab like the website; none for a business closed for good. */
export function ActionLinks({ business }: { business: Business }) {
  const links = actionLinksOf(business);
  if (links.length === 0 || business.businessStatus === "CLOSED_PERMANENTLY") return null;
  return (
    <ul aria-label="Menu, booking and ordering" className="mt-3 flex flex-wrap gap-2">
      {links.map(({ label, href, icon: Icon, host }) => (
        <li key={`${label} ${href}`}>
          <a href={href} target="_blank" rel="nofollow noopener noreferrer" className={linkClass}>
            <Icon aria-hidden className="size-4 shrink-0" />
            {host ? `${label} · ${host}` : label}
          </a>
        </li>
      ))}
    </ul>
  );
}
