import { maxRowBytes, rowTooLarge } from "./zip-limits";

const whitespaceOrEnd = new Set([0x20, 0x09, 0x0a, 0x0d, 0x3e, 0x2f]);
/** Room kept for a namespace prefix while the container's start tag is looked for. */
const maxPrefix = 64;

/**
 * The `name` elements that follow the first `container` tag (`row` in `sheetData`,
 * `si` in `sst`), each as its own string, read from XML that arrives in pieces and
 * given a piece's worth at a time: an element may span pieces. Cell text never
 * holds a literal "<", so each `<row` is a tag. Only the element being read is
 * held, and it may hold at most maxRowBytes; the namespace prefix is the one the
 * container's tag uses.
 */
export async function* xmlElements(chunks: AsyncIterable<Buffer>, container: string, name: string): AsyncGenerator<string[]> {
  const containerBytes = Buffer.from(container);
  let open: Buffer | undefined;
  let close = Buffer.alloc(0);
  /** Bytes not yet read; `from` is where the next search starts, `closeFrom` where the open element's end is looked for. */
  let buffer: Buffer = Buffer.alloc(0);
  let from = 0;
  let closeFrom = 0;
  for await (const chunk of chunks) {
    buffer = from >= buffer.length ? chunk : Buffer.concat([buffer.subarray(from), chunk]);
    closeFrom = Math.max(0, closeFrom - from);
    from = 0;
    if (!open) {
      const at = buffer.indexOf(containerBytes);
      if (at < 0) {
        from = Math.max(0, buffer.length - containerBytes.length - maxPrefix);
        continue;
      }
      const prefix = buffer.toString("utf8", buffer.lastIndexOf("<", at) + 1, at);
      open = Buffer.from(`<${prefix}${name}`);
      close = Buffer.from(`</${prefix}${name}>`);
      from = at + containerBytes.length;
    }
    const elements: string[] = [];
    for (;;) {
      const at = buffer.indexOf(open, from);
      if (at < 0) {
        // The next tag may have begun in the last bytes.
        from = Math.max(from, buffer.length - open.length);
        break;
      }
      from = at;
      const next = buffer[at + open.length];
      if (next === undefined) break;
      if (!whitespaceOrEnd.has(next)) {
        from = at + open.length;
        continue;
      }
      const tagEnd = buffer.indexOf(0x3e, at);
      const closeAt = tagEnd < 0 ? -1 : buffer[tagEnd - 1] === 0x2f ? tagEnd + 1 - close.length : buffer.indexOf(close, Math.max(tagEnd, closeFrom));
      if (closeAt < 0) {
        if (buffer.length - at > maxRowBytes) throw rowTooLarge();
        closeFrom = Math.max(at, buffer.length - close.length);
        break;
      }
      const end = closeAt + close.length;
      if (end - at > maxRowBytes) throw rowTooLarge();
      elements.push(buffer.toString("utf8", at, end));
      from = end;
      closeFrom = 0;
    }
    if (elements.length > 0) yield elements;
  }
}
