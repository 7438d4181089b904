import { useEffect, useState } from 'react';
import { classifySpeed, mbpsOf, SPEED_CHECK_INTERVAL_MS, type SpeedLevel } from '../../lib/domain/connection-speed.ts';

export type SpeedReading = { state: 'measuring' } | { state: 'offline' } | { state: 'measured'; mbps: number; level: SpeedLevel };

/** Downloads the speed probe every 10 s and turns the bytes actually received into Mbps. */
export function useConnectionSpeed(): SpeedReading {
  const [reading, setReading] = useState<SpeedReading>({ state: 'measuring' });
  useEffect(() => {
    let controller: AbortController | undefined;
    const measure = async () => {
      if (document.hidden) return;
      controller?.abort();
      controller = new AbortController();
      const started = performance.now();
      try {
        const res = await fetch(`/api/speed-probe?r=${Math.random().toString(36).slice(2)}`, { cache: 'no-store', signal: controller.signal });
        if (!res.ok) throw new Error(`status ${res.status}`);
        const bytes = (await res.arrayBuffer()).byteLength;
        const mbps = mbpsOf(bytes, performance.now() - started);
        setReading({ state: 'measured', mbps, level: classifySpeed(mbps) });
      } catch (err) {
        if ((err as Error).name !== 'AbortError') setReading({ state: 'offline' });
      }
    };
    const first = setTimeout(measure, 1500);
    const timer = setInterval(measure, SPEED_CHECK_INTERVAL_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
      controller?.abort();
    };
  }, []);
  return reading;
}
