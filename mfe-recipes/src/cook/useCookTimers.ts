import { useCallback, useEffect, useRef, useState } from 'react';
import { IN_PLACE_NOTICE_DATA, pauseTimer, resumeTimer, startTimer, timerEnded, type CookTimer } from '@mealapp/domain';
import { COOK_TEXT } from '../shared/messages';

let lastTimerId = 0;
const newTimerId = () => `${Date.now().toString(36)}-${(lastTimerId += 1)}`;

/** First timer: the browser asks once whether the app may notify; a refusal leaves the in-app alert. */
function askToNotify() {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  void Promise.resolve(Notification.requestPermission()).catch(() => undefined);
}

/** Through the service worker: a page's own `new Notification` is not allowed on Android. */
async function ring(timer: CookTimer, recipeTitle: string) {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted' || !('serviceWorker' in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.ready;
    await registration.showNotification(COOK_TEXT.timerDone(timer.label), { body: recipeTitle, tag: `cook-timer-${timer.id}`, data: IN_PLACE_NOTICE_DATA });
  } catch {
    // No worker or no permission after all: the in-app alert has rung.
  }
}

/**
 * Cook mode's timers (issue 26): several at once, each keeping time from its end (libs/domain
 * timers), checked every second while one runs and at once when the page is shown again, so a
 * timer that ended while the screen was locked rings on return. Starting, ending and cancelling are
 * announced; the running clock is not, or a screen reader would read it every second.
 */
export function useCookTimers(initial: readonly CookTimer[], recipeTitle: string) {
  const [timers, setTimers] = useState<CookTimer[]>(() => [...initial]);
  const [rung, setRung] = useState<CookTimer[]>([]);
  const [now, setNow] = useState(() => Date.now());
  const [announcement, setAnnouncement] = useState('');
  const current = useRef(timers);

  const change = useCallback((next: CookTimer[]) => {
    current.current = next;
    setTimers(next);
  }, []);

  const check = useCallback(() => {
    const at = Date.now();
    setNow(at);
    const ended = current.current.filter((timer) => timerEnded(timer, at));
    if (ended.length === 0) return;
    change(current.current.filter((timer) => !ended.includes(timer)));
    setRung((before) => [...before, ...ended]);
    setAnnouncement(ended.map((timer) => COOK_TEXT.timerDone(timer.label)).join('. '));
    for (const timer of ended) void ring(timer, recipeTitle);
  }, [change, recipeTitle]);

  const running = timers.some((timer) => timer.state === 'running');
  useEffect(() => {
    check();
    if (!running) return;
    const ticking = setInterval(check, 1_000);
    return () => clearInterval(ticking);
  }, [running, check]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [check]);

  const update = (id: string, how: (timer: CookTimer, at: number) => CookTimer) => {
    const at = Date.now();
    setNow(at);
    change(current.current.map((timer) => (timer.id === id ? how(timer, at) : timer)));
  };

  return {
    timers,
    rung,
    now,
    announcement,
    start(label: string, seconds: number) {
      askToNotify();
      const at = Date.now();
      setNow(at);
      change([...current.current, startTimer(newTimerId(), label, seconds, at)]);
      setAnnouncement(COOK_TEXT.timerStarted(label));
    },
    pause: (id: string) => update(id, pauseTimer),
    resume: (id: string) => update(id, resumeTimer),
    cancel(id: string) {
      const timer = current.current.find((each) => each.id === id);
      change(current.current.filter((each) => each.id !== id));
      if (timer) setAnnouncement(COOK_TEXT.timerCancelled(timer.label));
    },
    dismiss: (id: string) => setRung((before) => before.filter((timer) => timer.id !== id)),
  };
}

export type CookTimers = ReturnType<typeof useCookTimers>;
