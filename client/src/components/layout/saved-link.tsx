import { Bookmark } from "lucide-react";
import { Link } from "wouter";
import { paths } from "@shared/paths";
import { useBookmarks } from "../../lib/bookmarks";

/** The link to the visitor's saved businesses, with how many there are once there is one. */
export function SavedLink({ className, onClick, icon = false }: { className: string; onClick?: () => void; icon?: boolean }) {
  const count = useBookmarks().length;
  return (
    <Link href={paths.saved} onClick={onClick} className={className}>
      {icon && <Bookmark aria-hidden className="size-5" />}
      Saved
      {count > 0 && (
        <span className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-100 px-1.5 text-xs font-semibold text-brand-700">
          {count}
        </span>
      )}
    </Link>
  );
}
