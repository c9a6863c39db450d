// The few parts of autocannon's API that the benchmarks use (the package ships no types).
declare module "autocannon" {
  type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  type Options = {
    url: string;
    method?: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: { setupRequest?: (request: Request) => Request }[];
  };
  type Result = {
    "2xx": number;
    non2xx: number;
    errors: number;
    timeouts: number;
    requests: { average: number; total: number };
    latency: { p99: number; average: number };
    throughput: { average: number };
  };
  export default function autocannon(options: Options): Promise<Result>;
}
