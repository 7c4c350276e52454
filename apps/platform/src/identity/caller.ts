import type { FastifyRequest } from 'fastify';
import type { Caller } from './context';

/** The caller of a request: its address (the forwarded one only with TRUST_PROXY) and logger. */
export const callerOf = (request: FastifyRequest): Caller => ({ ip: request.ip, log: request.log });
