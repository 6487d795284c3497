import { Bookmark, BookmarkCheck, Share2 } from "lucide-react";
import { useState } from "react";
import { useBookmark } from "../../lib/bookmarks";

const buttonClass =
  "inline-flex items-center gap-2 rounded-lg border border-white/60 bg-white/10 px-4 py-2 text-sm font-medium text-white backdrop-blur hover:bg-white/20";

/** Share with the Web Share API where the browser has it, else copy the link; bookmarks stay in this browser. */
export function ShareBookmark({ name, slug, url }: { name: string; slug: string; url: string }) {
  const [status, setStatus] = useState("");
  const { saved, toggle } = useBookmark({ slug, name });
  const share = async () => {
    if (navigator.share) {
      try {
        await navigator.share({ title: name, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus("Link copied");
    } catch {
      setStatus(`Copy this link: ${url}`);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button type="button" onClick={() => void share()} className={buttonClass}>
        <Share2 aria-hidden className="size-4" /> Share
      </button>
      <button type="button" onClick={toggle} aria-pressed={saved} className={buttonClass}>
        {saved ? <BookmarkCheck aria-hidden className="size-4" /> : <Bookmark aria-hidden className="size-4" />}
        {saved ? "Saved" : "Save"}
      </button>
      <span role="status" className="text-sm text-white">
        {status}
      </span>
    </div>
  );
}
