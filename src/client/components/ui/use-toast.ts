/**
 * A tiny toast store so that any code (event handlers, mutation callbacks, non-React modules) can call
 * `toast({...})`; <Toaster/> renders what it holds. One toast is visible at a time (docs/product.md section
 * 9): a new toast replaces the one showing.
 */
import { type ReactNode, useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: ReactNode;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function setItems(next: readonly ToastItem[]): void {
  items = next;
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  setItems([{ ...input, id, open: true }]);
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id: number): void {
  setItems(items.map((item) => (item.id === id ? { ...item, open: false } : item)));
}

/** Drops every toast at once (tests use it between cases). */
export function clearToasts(): void {
  setItems([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => items;

export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
