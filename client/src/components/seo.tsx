import { useEffect } from "react";
import { Helmet } from "react-helmet-async";
import { pageTitle } from "@shared/page-meta";
import { siteShareImage, type ShareImage } from "@shared/share-images";
import { jsonLdText } from "@shared/structured-data";
import { defaultSiteName, useSite } from "../api/site";

interface SeoProps {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/cities". */
  path: string;
  /** The link-preview picture; the site's card when not set. */
  image?: ShareImage;
  type?: "website" | "business.business";
  noindex?: boolean;
  /** schema.org data, serialised into a JSON-LD script. */
  jsonLd?: object;
}

/** The server sends each page's head (for crawlers); once the client has its own, those tags go. */
function useReplaceServerHead() {
  useEffect(() => {
    document.head.querySelectorAll("[data-server-head]").forEach((element) => element.remove());
  }, []);
}

/** The one place pages set their head: title, description, canonical, Open Graph and Twitter tags. */
export function Seo({ title, description, path, image, type = "website", noindex, jsonLd }: SeoProps) {
  useReplaceServerHead();
  const site = useSite().data;
  const siteName = site?.siteName ?? defaultSiteName;
  const base = site?.siteUrl ?? window.location.origin;
  const url = new URL(path, base).toString();
  const fullTitle = pageTitle(title, siteName);
  const shared = image ?? siteShareImage(siteName);
  const imageUrl = new URL(shared.url, base).toString();
  return (
    <Helmet prioritizeSeoTags>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:site_name" content={siteName} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      {shared.width !== undefined && <meta property="og:image:width" content={String(shared.width)} />}
      {shared.height !== undefined && <meta property="og:image:height" content={String(shared.height)} />}
      <meta property="og:image:alt" content={shared.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={shared.alt} />
      {jsonLd && <script type="application/ld+json">{jsonLdText(jsonLd)}</script>}
    </Helmet>
  );
}
