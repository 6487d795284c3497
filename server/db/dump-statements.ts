/** One statement of a plain SQL dump, with the line it starts on (for error messages). */
export interface DumpStatement {
  sql: string;
  line: number;
  /** The rows of a `COPY … FROM stdin;` statement: the lines up to `\.`, each ending in a newline. */
  copyData?: string;
}

export class DumpFormatError extends Error {}

/** What changes how the text after it is read: the end of a statement, quotes, comments, dollar-quote tags. */
const special = /[;'"]|--|\/\*|\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/g;
/** Between statements: blank space and comments. */
const blank = /\s+|--[^\n]*/y;
const copyFromStdin = /^COPY\s[\s\S]*\sFROM\s+stdin\s*;$/i;
/** psql commands a dump may hold that change nothing in the database (pg_dump 17.6+, 15.14+ writes them). */
const ignoredPsqlCommands = /^\\(?:un)?restrict\b/;

/**
 * Cuts pg_dump's plain output into statements, as psql reads it: a `;` ends a
 * statement unless it is inside a string, a quoted name, a dollar-quoted body or
 * a comment. PGlite runs one statement per call, and cannot read `COPY … FROM
 * stdin` from the text, so those rows are handed over apart.
 */
export function* dumpStatements(text: string): Generator<DumpStatement> {
  let at = 0;
  let line = 1;
  const length = text.length;
  /** Moves `at` to `to`, counting the lines passed. */
  const advance = (to: number) => {
    for (let i = text.indexOf("\n", at); i !== -1 && i < to; i = text.indexOf("\n", i + 1)) line++;
    at = to;
  };
  const after = (needle: string, from: number) => {
    const found = text.indexOf(needle, from);
    return found === -1 ? length : found + needle.length;
  };

  while (at < length) {
    blank.lastIndex = at;
    const skipped = blank.exec(text);
    if (skipped) {
      advance(at + skipped[0].length);
      continue;
    }
    if (text[at] === "\\") {
      const end = after("\n", at);
      const command = text.slice(at, end).trim();
      if (!ignoredPsqlCommands.test(command)) throw new DumpFormatError(`line ${line}: the psql command ${command.split(/\s/)[0]} cannot be restored here`);
      advance(end);
      continue;
    }

    const start = at;
    const startLine = line;
    let i = at;
    for (;;) {
      special.lastIndex = i;
      const found = special.exec(text);
      if (!found) throw new DumpFormatError(`line ${startLine}: the last statement has no end (is the file cut short?)`);
      i = found.index;
      const token = found[0];
      if (token === ";") break;
      if (token === "'" || token === '"') i = after(token, i + 1);
      else if (token === "--") i = after("\n", i);
      else if (token === "/*") i = after("*/", i + 2);
      else i = after(token, i + token.length);
    }
    const sql = text.slice(start, i + 1);
    advance(i + 1);
    if (!copyFromStdin.test(sql)) {
      yield { sql, line: startLine };
      continue;
    }
    // The rows start on the next line and end with a line holding only `\.`.
    const rowsStart = after("\n", at);
    const terminator = text.indexOf("\n\\.\n", rowsStart - 1);
    if (terminator === -1) throw new DumpFormatError(`line ${startLine}: the rows of this COPY have no end (is the file cut short?)`);
    const copyData = text.slice(rowsStart, terminator + 1);
    advance(terminator + 4);
    yield { sql, line: startLine, copyData };
  }
}
