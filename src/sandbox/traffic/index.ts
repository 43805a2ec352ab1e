import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';
import type { TrafficOption } from '../options.ts';
import { SimulatedTraffic } from './simulated-traffic.ts';

/** The seed of `traffic: true`: any fixed number, so that every sandbox with traffic on sees the same visits. */
export const DEFAULT_TRAFFIC_SEED = 20_260_415;

/** The seed of the traffic an option asks for, or null when it asks for none. */
export function trafficSeedOf(option: TrafficOption | undefined): number | null {
  if (!option) return null;
  return option === true ? DEFAULT_TRAFFIC_SEED : (option.seed ?? DEFAULT_TRAFFIC_SEED);
}

/**
 * With traffic on, every request first records the visits that arrived since the previous one (on the
 * sandbox's clock, from the moment it started), so whatever the request reads already counts them.
 */
export function installTraffic(
  app: FastifyInstance,
  ctx: SandboxContext,
  option: TrafficOption | undefined,
): void {
  const seed = trafficSeedOf(option);
  if (seed === null) return;
  const traffic = new SimulatedTraffic(ctx.db, seed, ctx.now());
  // A callback hook, like the sandbox's other per-request hook: no promise per request.
  app.addHook('onRequest', (request, _reply, done) => {
    try {
      traffic.catchUp(ctx.now());
    } catch (error) {
      // Simulated visits are not worth refusing a request over; the hours not yet recorded are tried again
      // on the next one.
      request.log.error({ err: error }, 'Simulated visits could not be recorded');
    }
    done();
  });
}
