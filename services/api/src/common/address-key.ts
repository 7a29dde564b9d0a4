import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';

/**
 * The key a per-address limit counts a client under (ARCHITECTURE §5 rate limits): an IPv4 address as
 * it is (an IPv4-mapped IPv6 address `::ffff:a.b.c.d` as its IPv4), an IPv6 address as its /64 prefix
 * (`2001:db8:1:2::/64`). One household or phone gets a whole /64 from its provider and can pick any
 * address inside it, so counting single IPv6 addresses would let one client multiply its budget by
 * 2^64. Anything that does not parse (a test's fake address, a Unix socket's empty string) is kept as
 * given, so it still counts against itself.
 * @param ip the client address Fastify derives (`request.ip`, TRUST_PROXY applied)
 * @returns the counting key, at most 45 characters for any real address
 */
export function addressKey(ip: string): string {
  if (!ip.includes(':')) return ip; // IPv4 (Fastify gives it in its usual form) or not an address: the hot path
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.process(ip); // IPv4-mapped IPv6 → IPv4
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(':')}::/64`;
}

/**
 * Route parameter decorator: the caller's counting key (`addressKey(request.ip)`), for the failure
 * budgets of AttemptsService (sign-in, PINs, withdrawal). Use it instead of Nest's `@Ip()`.
 */
export const ClientAddress = createParamDecorator((_data: unknown, context: ExecutionContext): string =>
  addressKey(context.switchToHttp().getRequest<FastifyRequest>().ip),
);
