/**
 * The JavaScript time the bare server's /bare-after-work spends before answering (api-target.ts):
 * how far a route's own work moves the bare route's throughput on this machine, measured beside
 * ours (api-price.ts). Its own module: api-target.ts starts a server when it is loaded.
 */
export const BARE_WORK_US = 25;
