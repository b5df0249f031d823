import { readFileSync, writeFileSync } from 'node:fs';

/** A line of /proc/{pid}/status in bytes (Linux), or 0 when it cannot be read. */
function statusBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * Another process's peak RSS since the last `reset`: the kernel's own high-water mark (VmHWM, reset
 * through clear_refs so it misses no short spike), and samples every `everyMs` as a fallback.
 */
export class RssSampler {
  peak = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly pid: number,
    everyMs = 50,
  ) {
    this.timer = setInterval(() => this.sample(), everyMs);
  }

  sample(): number {
    const now = statusBytes(this.pid, 'VmRSS');
    this.peak = Math.max(this.peak, now, statusBytes(this.pid, 'VmHWM'));
    return now;
  }

  reset(): void {
    try {
      writeFileSync(`/proc/${this.pid}/clear_refs`, '5');
    } catch {
      // Not Linux, or not allowed: the samples remain.
    }
    this.peak = 0;
    this.sample();
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
