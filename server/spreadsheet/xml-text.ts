/** Reading the pieces of SpreadsheetML an import needs: character data, attributes, cell references. */

const entities: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

const namedEntity = /&(?:#(\d+)|#x([\da-fA-F]+)|(\w+));/g;

/** XML character data as text: entities, and OOXML's _xHHHH_ escapes for characters XML cannot hold. */
export function decodeXml(text: string): string {
  // Most cell text has neither an entity nor an escaped character: skip both passes.
  const hasEntity = text.includes("&");
  if (!hasEntity && !text.includes("_x")) return text;
  let decoded = text;
  if (hasEntity) {
    // JSON cells (opening hours, attributes) hold dozens of &quot; each: plain replacements, not a callback per entity.
    decoded = decoded.replaceAll("&quot;", '"').replaceAll("&apos;", "'").replaceAll("&lt;", "<").replaceAll("&gt;", ">");
    if (decoded.includes("&#") || /&(?!amp;)\w+;/.test(decoded)) {
      decoded = decoded.replace(namedEntity, (whole, dec?: string, hex?: string, name?: string) => {
        if (dec || hex) return String.fromCodePoint(Number.parseInt(dec ?? hex ?? "", dec ? 10 : 16));
        return entities[name ?? ""] ?? whole;
      });
    } else decoded = decoded.replaceAll("&amp;", "&");
  }
  return decoded.includes("_x") ? decoded.replace(/_x([\da-fA-F]{4})_/g, (_whole, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))) : decoded;
}

const textRun = /<(?:\w+:)?t(?:\s[^>]*)?>([\s\S]*?)<\/(?:\w+:)?t>/g;

/** The text of every <t> in a run of XML, phonetic guides (<rPh>) left out, as SheetJS reads rich text. */
export function textOf(xml: string): string {
  let text = "";
  const withoutPhonetic = xml.includes("rPh") ? xml.replace(/<(?:\w+:)?rPh\b[\s\S]*?<\/(?:\w+:)?rPh>/g, "") : xml;
  textRun.lastIndex = 0;
  for (let m = textRun.exec(withoutPhonetic); m; m = textRun.exec(withoutPhonetic)) text += m[1];
  return decodeXml(text);
}

const attributePatterns = new Map<string, RegExp>();

/** An attribute's raw value in a start tag (either quote style). */
export function attribute(tag: string, name: string): string | undefined {
  let pattern = attributePatterns.get(name);
  if (!pattern) {
    pattern = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)')`);
    attributePatterns.set(name, pattern);
  }
  const m = pattern.exec(tag);
  return m ? (m[1] ?? m[2]) : undefined;
}

/** "C12" → 2: the column of a cell reference, counted from 0. */
export function columnIndex(ref: string): number {
  let index = 0;
  for (const char of ref) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    index = index * 26 + (code - 64);
  }
  return index - 1;
}
