import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Gives memory back once the server is quiet. Under load V8 grows its heap and keeps the pages it
 * freed for the next burst; a hotel's box is quiet most of the day, and until the next burst those
 * pages are the server's resident memory for nothing. Once after the start, and after `quietMs`
 * without a request (health checks aside), `trim` runs: a last-resort collection, which compacts
 * the heap and returns the free pages (measured on PGlite at 100k stays after four pages under
 * load: 308 -> 250 MB). After a quiet spell it runs only if requests made the process grow by
 * `regrowthBytes` (8 MB) since the last trim, so a request now and then does not pay a full
 * collection each time.
 *
 * A desk that is never quiet (a soak of four clerks without pause beside an attacker) never gives
 * that chance: V8's pages of garbage and freed buffers crept ~7 MB a minute, past 400 MB in ten
 * minutes, with the live heaps flat. Above `pressureBytes` the trim also runs under load, at most
 * once every `pressureEveryMs` (a compacting collection costs the requests of that moment a few
 * tens of milliseconds, once a minute at most).
 */
export interface IdleTrim {
  /** Counts a request in flight until its response is done. */
  track(req: IncomingMessage, res: ServerResponse): void;
  stop(): void;
}

export function startIdleTrim(o: {
  quietMs: number;
  trim: () => Promise<void>;
  rss?: () => number;
  regrowthBytes?: number;
  pressureBytes?: number;
  pressureEveryMs?: number;
}): IdleTrim {
  const rss = o.rss ?? (() => process.memoryUsage.rss());
  const regrowth = o.regrowthBytes ?? 8 * 1024 * 1024;
  const pressure = o.pressureBytes ?? Infinity;
  const pressureEvery = o.pressureEveryMs ?? 60_000;
  let lastTrimAt = performance.now();
  let inFlight = 0;
  let last = performance.now();
  // Starting (migrations, the seed, the embedded database's vacuum) grew the heaps as much as a burst.
  let busySinceTrim = true;
  let rssAfterTrim = 0;
  let trimming = false;
  const timer = setInterval(
    () => {
      // Growth counts from the lowest point since the last trim: memory given back meanwhile (the PDF
      // thread stopping, ~35 MB) lowers the mark, or a trim made while it was held would set the bar
      // for good (a worker stayed at 192 MB after the bench, 8 MB short of the next trim).
      if (trimming) return;
      rssAfterTrim = Math.min(rssAfterTrim, rss());
      const now = performance.now();
      const underPressure = rss() > pressure && now - lastTrimAt >= pressureEvery;
      if (!underPressure) {
        if (!busySinceTrim || inFlight > 0 || now - last < o.quietMs) return;
        busySinceTrim = false;
        if (rss() - rssAfterTrim < regrowth) return;
      }
      trimming = true;
      lastTrimAt = now;
      void o
        .trim()
        .catch((err: unknown) => console.error('[server] memory trim failed:', err))
        .finally(() => {
          trimming = false;
          rssAfterTrim = rss();
        });
    },
    Math.max(10, Math.floor(Math.min(o.quietMs, pressureEvery) / 3)),
  );
  timer.unref();
  return {
    track(_req, res) {
      inFlight += 1;
      busySinceTrim = true;
      last = performance.now();
      let done = false;
      const end = () => {
        if (done) return;
        done = true;
        inFlight -= 1;
        last = performance.now();
      };
      res.once('finish', end);
      res.once('close', end);
    },
    stop: () => clearInterval(timer),
  };
}
