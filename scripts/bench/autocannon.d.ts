/** The part of autocannon 9's programmatic API the bench uses (the package ships no types). */
declare module 'autocannon' {
  namespace autocannon {
    interface AutocannonRequest {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest;
    }
    interface Histogram {
      average: number;
      mean: number;
      p50: number;
      p99: number;
      max: number;
    }
    interface AutocannonResult {
      requests: Histogram & { total: number };
      latency: Histogram;
      throughput: Histogram;
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      '2xx': number;
    }
    interface AutocannonOptions {
      url: string;
      connections?: number;
      duration?: number;
      timeout?: number;
      requests?: AutocannonRequest[];
    }
  }
  function autocannon(options: autocannon.AutocannonOptions): Promise<autocannon.AutocannonResult>;
  export = autocannon;
}
