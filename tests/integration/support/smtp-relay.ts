import { createServer as createNetServer, type Server, type Socket } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string; user?: string };
export type RelayMode = {
  failFirst?: number;
  /** Refuses the message after DATA with this code. */
  failCode?: number;
  /** Refuses the sender at MAIL FROM with this code (relay policy). */
  refuseSenderCode?: number;
  /** Requires AUTH PLAIN/LOGIN with these credentials, answering 535 to anything else. */
  credentials?: { user: string; pass: string };
  /** Requires AUTH with any of these user names (the password is the name): one relay, several senders. */
  users?: string[];
  /** Advertises this SIZE and refuses a larger message after DATA with 552, as relays do. */
  maxBytes?: number;
  /** Messages from these users get no answer after DATA (and are not received) until the relay closes. */
  hold?: Set<string>;
};

/** A real SMTP peer on 127.0.0.1: records what arrives, and can answer 4xx/5xx on demand. */
export async function startRelay(port = 0, mode: RelayMode = {}) {
  const mails: ReceivedMail[] = [];
  let failures = 0;
  let senderRefusals = 0;
  let authFailures = 0;
  let refusedForSize = 0;
  const held: (() => void)[] = [];
  const authenticated = Boolean(mode.credentials || mode.users);
  const server = new SMTPServer({
    authOptional: !authenticated,
    allowInsecureAuth: true,
    disabledCommands: authenticated ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    logger: false,
    // No DNS lookup of the connecting address before the greeting: this machine's resolver may be slow or unreachable.
    disableReverseLookup: true,
    ...(mode.maxBytes ? { size: mode.maxBytes } : {}),
    onAuth(auth, _session, callback) {
      // Read at each login, so a test can fix the account while the site keeps running.
      const expected = mode.credentials;
      if (expected && auth.username === expected.user && auth.password === expected.pass) return callback(null, { user: auth.username });
      if (auth.username && mode.users?.includes(auth.username) && auth.password === auth.username)
        return callback(null, { user: auth.username });
      authFailures++;
      callback(Object.assign(new Error("Authentication credentials invalid"), { responseCode: 535 }));
    },
    onMailFrom(_address, _session, callback) {
      if (!mode.refuseSenderCode || senderRefusals >= (mode.failFirst ?? Infinity)) return callback();
      senderRefusals++;
      callback(Object.assign(new Error("Sender not permitted by relay policy"), { responseCode: mode.refuseSenderCode }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if ((stream as { sizeExceeded?: boolean }).sizeExceeded) {
          refusedForSize++;
          return callback(Object.assign(new Error("Message exceeds the fixed maximum message size"), { responseCode: 552 }));
        }
        if (mode.failCode && failures < (mode.failFirst ?? Infinity)) {
          failures++;
          return callback(Object.assign(new Error(`Relay says ${mode.failCode}`), { responseCode: mode.failCode }));
        }
        const user = typeof session.user === "string" ? session.user : undefined;
        if (user && mode.hold?.has(user)) {
          held.push(() => callback(Object.assign(new Error("Relay shutting down"), { responseCode: 421 })));
          return;
        }
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        mails.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8"), user });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  // A sender that vanishes mid-message (a killed site instance) resets its connection; a relay lives with that.
  // smtp-server raises it as an error, which unheard would end the test run. Anything else still does.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "ECONNRESET" || error.code === "EPIPE") return;
    throw error;
  });
  const address = server.server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    mails,
    failures: () => failures,
    senderRefusals: () => senderRefusals,
    authFailures: () => authFailures,
    refusedForSize: () => refusedForSize,
    /** How many messages are waiting for an answer that `hold` keeps back. */
    held: () => held.length,
    close: () =>
      new Promise<void>((resolve) => {
        for (const answer of held.splice(0)) answer();
        server.close(() => resolve());
      }),
  };
}

/** Accepts TCP connections and never says a word: the relay that hangs. */
export async function startSilentRelay() {
  const sockets = new Set<Socket>();
  const server: Server = createNetServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    connections: () => sockets.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A port nobody listens on (yet). */
export async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === "object" && address ? address.port : 0;
}

/** The decoded body of a MIME mail: quoted-printable soft breaks and escapes undone. */
export function decodeMail(raw: string): string {
  return raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Everything readable in a MIME mail: `decodeMail` of the whole, followed by its base64 parts decoded. */
export function mailText(raw: string): string {
  const parts = [...raw.matchAll(/^Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gim)];
  return [decodeMail(raw), ...parts.map((part) => Buffer.from((part[1] ?? "").replace(/\s/g, ""), "base64").toString("utf8"))].join("\n");
}
