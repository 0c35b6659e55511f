/** A TCP proxy for tests to PostgreSQL that can cut, silence (black-hole) or refuse its links on command. */
import net from 'node:net';

interface Link {
  client: net.Socket;
  upstream: net.Socket | null;
  /** Black-holed: nothing goes through any more, and nobody is told. */
  silent: boolean;
}

/** A TCP proxy on loopback to PostgreSQL that can cut, silence or refuse the links on command. */
export class FaultProxy {
  private server: net.Server | null = null;
  private links = new Set<Link>();
  private blackholed = false;

  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  get url(): string {
    return `127.0.0.1:${this.port}`;
  }

  open(): Promise<void> {
    const server = net.createServer((client) => this.accept(client));
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  private accept(client: net.Socket): void {
    const link: Link = { client, upstream: null, silent: this.blackholed };
    this.links.add(link);
    client.on('error', () => {});
    client.on('close', () => {
      if (!link.silent) {
        link.upstream?.destroy();
        this.links.delete(link);
      }
    });
    client.on('data', (chunk) => {
      if (!link.silent) link.upstream?.write(chunk);
    });
    if (link.silent) return;
    const upstream = net.connect(this.target.port, this.target.host);
    link.upstream = upstream;
    upstream.on('error', () => {});
    upstream.on('close', () => {
      if (!link.silent) client.destroy();
    });
    upstream.on('data', (chunk) => {
      if (!link.silent) client.write(chunk);
    });
  }

  /** Every link cut at once (a reset on the app's side, a close on PostgreSQL's), as when a server restarts. */
  dropAll(): void {
    for (const link of this.links) {
      link.client.resetAndDestroy();
      link.upstream?.destroy();
    }
    this.links.clear();
  }

  /** Stops listening (new connections are refused) and drops every link. */
  async refuse(): Promise<void> {
    const server = this.server;
    this.server = null;
    this.dropAll();
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  /** Packets vanish: links stay open but carry nothing either way, and new ones are accepted into silence. */
  blackhole(): void {
    this.blackholed = true;
    for (const link of this.links) link.silent = true;
  }

  /** New links work again; the silenced ones stay dead, as after a real partition. */
  heal(): void {
    this.blackholed = false;
  }

  async close(): Promise<void> {
    await this.refuse();
    for (const link of this.links) {
      link.client.destroy();
      link.upstream?.destroy();
    }
    this.links.clear();
  }
}
