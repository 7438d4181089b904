import type { TransitionDirectionalAnimations } from 'astro';

/** The routed content's 200 ms fade-and-slide (front-office.md §2). */
export const ROUTE_TRANSITION_MS = 200;

const anim = (name: string) => ({ name, duration: `${ROUTE_TRANSITION_MS}ms`, easing: 'ease-out', fillMode: 'both' });

export const fadeSlide: TransitionDirectionalAnimations = {
  forwards: { old: [anim('auberge-fade-out')], new: [anim('auberge-slide-in')] },
  backwards: { old: [anim('auberge-fade-out')], new: [anim('auberge-slide-in-back')] },
};
