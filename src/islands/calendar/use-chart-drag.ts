import { useEffect, useRef, type RefObject } from 'react';
import { BAR_PAD_PX } from './calendar-data.ts';
import { barId } from './bars-html.ts';

/** What a finished drag asks for: the bar's stay moved by whole days and/or into the row under the pointer. */
export interface DragResult {
  id: number;
  fromRow: string;
  mode: 'move' | 'resize';
  days: number;
  row: HTMLElement;
}

interface Drag {
  id: number;
  bar: HTMLElement;
  fromRow: HTMLElement;
  mode: 'move' | 'resize';
  /** In-house stays keep their arrival: they only change row or departure. */
  fixedDays: boolean;
  /** Columns the bar shows; a resize keeps at least one. */
  span: number;
  x: number;
  y: number;
  scrollLeft: number;
  colWidth: number;
  active: boolean;
  /** Escape pressed: the bar is back, the release only ends the gesture. */
  cancelled: boolean;
  days: number;
  target: HTMLElement;
}

const THRESHOLD_PX = 4;
const EDGE_PX = 8;
const AUTO_SCROLL_PX = 40;

/**
 * Pointer dragging on the tape chart, with one set of listeners on the chart body (no drag
 * library, no re-render while the pointer moves): the bar follows by whole columns and rows
 * through CSS transforms, a press near its right edge stretches it instead, Escape cancels, the
 * edges of the scroll box scroll. A press without movement stays a click on the bar's link.
 */
export function useChartDrag(body: RefObject<HTMLElement | null>, scroller: RefObject<HTMLElement | null>, onDrop: (d: DragResult) => void): void {
  const dropRef = useRef(onDrop);
  dropRef.current = onDrop;
  useEffect(() => {
    const el = body.current;
    const box = scroller.current;
    if (!el || !box) return;
    let drag: Drag | null = null;
    let suppressClick = false;
    let pointer = { x: 0, y: 0 };
    let frame = 0;

    const rowAt = (x: number, y: number) => document.elementFromPoint(x, y)?.closest<HTMLElement>('.cal-row[data-row]') ?? null;
    /** Whether the bar, where it is dragged, would cover a night another stay holds in that room. */
    const taken = (d: Drag, row: HTMLElement, start: number, span: number) => {
      if (!row.dataset['room']) return false;
      const end = start + span;
      return [...row.querySelectorAll<HTMLElement>('.cal-bar')].some((b) => {
        if (b === d.bar) return false;
        const s = Number(b.style.getPropertyValue('--s'));
        return s < end && s + (Number(b.style.getPropertyValue('--n')) || 1) > start;
      });
    };
    /** The 'not allowed' cue: red row, red bar, a forbidden cursor while over a taken slot. */
    const mark = (d: Drag, blocked: boolean) => {
      d.bar.classList.toggle('is-blocked', blocked);
      d.target.classList.toggle('is-blocked', blocked);
      el.classList.toggle('is-drag-blocked', blocked);
    };
    const reset = (d: Drag) => {
      mark(d, false);
      d.bar.classList.remove('is-dragging');
      d.bar.style.removeProperty('transform');
      d.bar.style.setProperty('--n', String(d.span));
      d.target.classList.remove('is-target', 'is-blocked');
      cancelAnimationFrame(frame);
    };
    const render = () => {
      if (!drag || drag.cancelled) return;
      const d = drag;
      const dx = pointer.x - d.x + (box.scrollLeft - d.scrollLeft);
      d.days = Math.round(dx / d.colWidth);
      const start = Number(d.bar.style.getPropertyValue('--s'));
      if (d.mode === 'resize') {
        d.days = Math.max(d.days, 1 - d.span);
        d.bar.style.setProperty('--n', String(d.span + d.days));
        mark(d, taken(d, d.fromRow, start, d.span + d.days));
        return;
      }
      if (d.fixedDays) d.days = 0;
      const row = rowAt(pointer.x, pointer.y);
      if (row && row !== d.target) {
        d.target.classList.remove('is-target', 'is-blocked');
        d.target = row;
        row.classList.add('is-target');
      }
      mark(d, taken(d, d.target, start + d.days, d.span));
      const dy = d.target.getBoundingClientRect().top - d.fromRow.getBoundingClientRect().top - (d.bar.offsetTop - BAR_PAD_PX);
      d.bar.style.transform = `translate(${d.days * d.colWidth}px, ${dy}px)`;
    };
    const autoScroll = () => {
      if (!drag?.active || drag.cancelled) return;
      const r = box.getBoundingClientRect();
      const vy = pointer.y < r.top + AUTO_SCROLL_PX + 40 ? -12 : pointer.y > r.bottom - AUTO_SCROLL_PX ? 12 : 0;
      const vx = pointer.x < r.left + AUTO_SCROLL_PX + 120 ? -12 : pointer.x > r.right - AUTO_SCROLL_PX ? 12 : 0;
      if (vx || vy) {
        box.scrollBy(vx, vy);
        render();
      }
      frame = requestAnimationFrame(autoScroll);
    };

    const down = (e: PointerEvent) => {
      if (e.button !== 0 || drag) return;
      const bar = (e.target as Element).closest<HTMLElement>('.cal-bar');
      const fromRow = bar?.closest<HTMLElement>('.cal-row[data-row]');
      if (!bar || !fromRow || bar.dataset['locked']) return;
      const lane = bar.parentElement!;
      const rect = bar.getBoundingClientRect();
      const columns = Number(getComputedStyle(el).getPropertyValue('--days')) || 1;
      drag = {
        id: barId(bar),
        bar,
        fromRow,
        mode: e.clientX > rect.right - EDGE_PX ? 'resize' : 'move',
        fixedDays: bar.dataset['fixed'] === '1',
        span: Number(bar.style.getPropertyValue('--n')) || 1,
        x: e.clientX,
        y: e.clientY,
        scrollLeft: box.scrollLeft,
        colWidth: lane.getBoundingClientRect().width / columns,
        active: false,
        cancelled: false,
        days: 0,
        target: fromRow,
      };
    };
    const move = (e: PointerEvent) => {
      if (!drag || drag.cancelled) return;
      pointer = { x: e.clientX, y: e.clientY };
      if (!drag.active) {
        if (Math.hypot(e.clientX - drag.x, e.clientY - drag.y) < THRESHOLD_PX) return;
        drag.active = true;
        el.setPointerCapture(e.pointerId);
        drag.bar.classList.add('is-dragging');
        frame = requestAnimationFrame(autoScroll);
      }
      e.preventDefault();
      render();
    };
    const up = (e: PointerEvent) => {
      const d = drag;
      drag = null;
      if (!d?.active) return;
      if (el.hasPointerCapture(e.pointerId)) el.releasePointerCapture(e.pointerId);
      // The click that follows this release must not open the stay.
      suppressClick = true;
      setTimeout(() => {
        suppressClick = false;
      }, 0);
      if (d.cancelled) return;
      reset(d);
      dropRef.current({ id: d.id, fromRow: d.fromRow.dataset['row']!, mode: d.mode, days: d.days, row: d.target });
    };
    const cancel = () => {
      if (drag?.active && !drag.cancelled) reset(drag);
      drag = null;
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !drag?.active || drag.cancelled) return;
      reset(drag);
      drag.cancelled = true;
    };
    const click = (e: MouseEvent) => {
      if (suppressClick) {
        e.preventDefault();
        e.stopPropagation();
      }
    };
    // Bars are links: no native link dragging (it would end the pointer stream).
    const noNativeDrag = (e: DragEvent) => e.preventDefault();
    // One signal takes every listener off again.
    const off = new AbortController();
    const { signal } = off;
    el.addEventListener('dragstart', noNativeDrag, { signal });
    el.addEventListener('pointerdown', down, { signal });
    el.addEventListener('pointermove', move, { signal });
    el.addEventListener('pointerup', up, { signal });
    el.addEventListener('pointercancel', cancel, { signal });
    el.addEventListener('click', click, { capture: true, signal });
    window.addEventListener('keydown', escape, { signal });
    return () => {
      cancel();
      off.abort();
    };
  }, [body, scroller]);
}
