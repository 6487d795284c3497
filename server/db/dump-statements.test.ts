import { describe, expect, it } from "vitest";
import { DumpFormatError, dumpStatements } from "./dump-statements";

const statements = (text: string) => [...dumpStatements(text)];

describe("cutting a plain SQL dump into statements", () => {
  it("when a semicolon is inside a string, a quoted name, a dollar-quoted body or a comment, then it ends no statement", () => {
    const text = [
      "--",
      "-- PostgreSQL database dump",
      "--",
      "SET x = 1;",
      "INSERT INTO t VALUES (1, 'a; b', 'it''s;', \"odd;name\");",
      "CREATE FUNCTION f() RETURNS int LANGUAGE sql AS $_$ SELECT 1; $_$;",
      "CREATE FUNCTION g() RETURNS int LANGUAGE sql AS $$ SELECT $1; $$; /* c; */ SELECT 2 -- d;",
      ";",
      "",
    ].join("\n");
    expect(statements(text).map((s) => [s.line, s.sql])).toEqual([
      [4, "SET x = 1;"],
      [5, "INSERT INTO t VALUES (1, 'a; b', 'it''s;', \"odd;name\");"],
      [6, "CREATE FUNCTION f() RETURNS int LANGUAGE sql AS $_$ SELECT 1; $_$;"],
      [7, "CREATE FUNCTION g() RETURNS int LANGUAGE sql AS $$ SELECT $1; $$;"],
      [7, "/* c; */ SELECT 2 -- d;\n;"],
    ]);
  });

  it("when a string spans lines, then the next statement's line is still counted right", () => {
    const [, second] = statements("INSERT INTO t VALUES ('one\ntwo;\nthree');\nSELECT 1;\n");
    expect(second).toEqual({ sql: "SELECT 1;", line: 4 });
  });

  it("when the dump has COPY … FROM stdin blocks, then their rows come apart from the statement", () => {
    const text = "COPY public.t (a, b) FROM stdin;\n1\tx;y\n2\t\\N\n\\.\nCOPY public.u (a) FROM stdin;\n\\.\nSELECT 1;\n";
    expect(statements(text)).toEqual([
      { sql: "COPY public.t (a, b) FROM stdin;", line: 1, copyData: "1\tx;y\n2\t\\N\n" },
      { sql: "COPY public.u (a) FROM stdin;", line: 5, copyData: "" },
      { sql: "SELECT 1;", line: 7 },
    ]);
  });

  it("when pg_dump wrote \\restrict and \\unrestrict, then they are skipped; another psql command is refused", () => {
    expect(statements("\\restrict abc\nSELECT 1;\n\\unrestrict abc\n")).toEqual([{ sql: "SELECT 1;", line: 2 }]);
    expect(() => statements("SELECT 1;\n\\connect other\n")).toThrow(/line 2: the psql command \\connect/);
  });

  it("when the text ends inside a statement, a string or a COPY's rows, then it is refused as cut short", () => {
    for (const text of ["SELECT 1;\nINSERT INTO t VALUES (1", "INSERT INTO t VALUES ('abc;\n", "COPY t (a) FROM stdin;\n1\n2\n"]) {
      expect(() => statements(text)).toThrow(DumpFormatError);
      expect(() => statements(text)).toThrow(/cut short/);
    }
  });
});
