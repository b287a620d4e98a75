// autocannon ships no types and the registry's are not installed; this declares the part of its
// Node API the throughput benchmark uses (see node_modules/autocannon/README.md).
declare module "autocannon" {
  type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  };

  /** One request of a sequence each connection goes through in turn, keeping `context` between them. */
  export type SequenceRequest = {
    method?: string;
    path?: string;
    body?: string;
    headers?: Record<string, string>;
    /** Rewrites the request before it is sent; a falsy result restarts the sequence. */
    setupRequest?: (request: SequenceRequest, context: Record<string, unknown>) => SequenceRequest;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  };

  export type Options = {
    url: string;
    method?: string;
    body?: string;
    connections?: number;
    pipelining?: number;
    /** Seconds. */
    duration?: number;
    headers?: Record<string, string>;
    /** Per-request timeout in seconds. */
    timeout?: number;
    requests?: SequenceRequest[];
  };

  export type Result = {
    url: string;
    connections: number;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    /** Milliseconds. */
    latency: Histogram;
    /** Requests per second, sampled each second. */
    requests: Histogram & { sent: number };
    /** Bytes per second, sampled each second. */
    throughput: Histogram;
  };

  /** Without a callback, the returned instance is also a promise of the result. */
  export default function autocannon(options: Options): Promise<Result>;
}
