import { isIPv4, isIPv6 } from "node:net";

/**
 * Whom a limited request (a login attempt, a visitor's suggestion) is counted against. An IPv4 address
 * is one client, also when it arrives mapped into IPv6 (`::ffff:203.0.113.7`, as a dual-stack socket
 * reports it). An IPv6 client usually holds a whole /64 (a home or a server gets one), so counting single
 * addresses would give it 2^64 tries: its first 64 bits are the key. Anything else (no address) shares one key.
 */
export function clientKey(address: string | undefined): string {
  // A zone ("fe80::1%eth0") names the interface, not the client.
  const ip = address?.replace(/%.*$/, "") ?? "";
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return "unknown";
  const groups = ipv6Groups(ip);
  const [g6 = 0, g7 = 0] = groups.slice(6);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) return [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff].join(".");
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address: `::` filled with zeros, a dotted IPv4 tail read as two groups. */
function ipv6Groups(address: string): number[] {
  const hex = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a: string, b: string, c: string, d: string) =>
    [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)].map((g) => g.toString(16)).join(":"),
  );
  const [head = "", tail] = hex.split("::");
  const parse = (part: string) => (part ? part.split(":").map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = parse(tail ?? "");
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
