/**
 * Idle tracking of docs/product.md section 4: activity events reset the last-activity time; every check (1 s)
 * compares it with Date.now(), so a paused tab or a driven test clock is measured correctly. The warning
 * opens `warningMs` before `timeoutMs`; at `timeoutMs` onTimeout runs once.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export const ACTIVITY_EVENTS = [
  'mousedown',
  'mousemove',
  'keydown',
  'scroll',
  'touchstart',
  'touchmove',
  'click',
  'focus',
] as const;

export interface InactivityOptions {
  enabled: boolean;
  timeoutMs: number;
  warningMs: number;
  checkMs: number;
  onTimeout: () => void;
  /** Called on every counted activity event (cheap work only: it fires on mouse moves). */
  onActivity?: () => void;
  /** Events to leave uncounted, e.g. clicks inside the warning dialog (its buttons decide). */
  isIgnored?: (event: Event, state: { warningOpen: boolean; dismissed: boolean }) => boolean;
}

export interface InactivityState {
  warningOpen: boolean;
  /** Milliseconds until the automatic logout, while the warning is open. */
  remainingMs: number;
  /** Close the warning without counting as activity (docs/product.md section 4: Dismiss only closes it). */
  dismiss: () => void;
  /** Count as activity: resets the idle time and closes the warning. */
  markActive: () => void;
}

export function useInactivity(options: InactivityOptions): InactivityState {
  const { enabled, timeoutMs, warningMs, checkMs } = options;
  const [warningOpen, setWarningOpen] = useState(false);
  const [remainingMs, setRemainingMs] = useState(warningMs);
  const lastActivity = useRef(Date.now());
  const warningRef = useRef(false);
  const dismissedRef = useRef(false);
  const timedOut = useRef(false);
  // Callbacks change identity on every render; keep the latest without re-subscribing listeners.
  const latest = useRef(options);
  latest.current = options;

  const showWarning = useCallback((open: boolean) => {
    warningRef.current = open;
    setWarningOpen(open);
  }, []);

  const markActive = useCallback(() => {
    lastActivity.current = Date.now();
    dismissedRef.current = false;
    if (warningRef.current) showWarning(false);
  }, [showWarning]);

  const dismiss = useCallback(() => {
    dismissedRef.current = true;
    showWarning(false);
  }, [showWarning]);

  useEffect(() => {
    if (!enabled) {
      showWarning(false);
      return;
    }
    lastActivity.current = Date.now();
    dismissedRef.current = false;
    timedOut.current = false;

    const onEvent = (event: Event) => {
      const state = { warningOpen: warningRef.current, dismissed: dismissedRef.current };
      if (latest.current.isIgnored?.(event, state)) return;
      markActive();
      latest.current.onActivity?.();
    };
    const check = () => {
      if (timedOut.current) return;
      const idle = Date.now() - lastActivity.current;
      if (idle >= timeoutMs) {
        timedOut.current = true;
        showWarning(false);
        latest.current.onTimeout();
      } else if (idle >= timeoutMs - warningMs) {
        if (!dismissedRef.current) {
          setRemainingMs(timeoutMs - idle);
          if (!warningRef.current) showWarning(true);
        }
      } else if (warningRef.current) {
        showWarning(false);
      }
    };

    const listenerOptions = { capture: true, passive: true };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onEvent, listenerOptions);
    const timer = setInterval(check, checkMs);
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onEvent, listenerOptions);
      clearInterval(timer);
    };
  }, [enabled, timeoutMs, warningMs, checkMs, markActive, showWarning]);

  return { warningOpen, remainingMs, dismiss, markActive };
}

/** '4:59' style countdown, rounded up so it reaches 0:00 only at the moment of logout. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
