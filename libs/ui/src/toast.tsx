import { create } from 'zustand';

interface ToastItem {
  id: number;
  text: string;
  tone: 'info' | 'error';
}

interface ToastState {
  items: ToastItem[];
  push(text: string, tone?: ToastItem['tone'], durationMs?: number): void;
  dismiss(id: number): void;
}

let nextId = 1;

const useToasts = create<ToastState>()((set, get) => ({
  items: [],
  push(text, tone = 'info', durationMs = 2500) {
    const id = nextId++;
    set({ items: [...get().items, { id, text, tone }] });
    window.setTimeout(() => get().dismiss(id), durationMs);
  },
  dismiss(id) {
    set({ items: get().items.filter((item) => item.id !== id) });
  },
}));

/**
 * Shows a short message at the bottom of the screen for `durationMs` (default 2.5 s).
 * Works from any remote: the store is part of the shared @babynews/ui singleton.
 */
export function showToast(text: string, tone: 'info' | 'error' = 'info', durationMs?: number): void {
  useToasts.getState().push(text, tone, durationMs);
}

/** Renders the toasts; mounted once by the shell layout. */
export function ToastHost() {
  const items = useToasts((s) => s.items);
  return (
    <div className="bn-toasts" aria-live="polite" role="status">
      {items.map((item) => (
        <div key={item.id} className={item.tone === 'error' ? 'bn-toast bn-toast--error' : 'bn-toast'}>
          {item.text}
        </div>
      ))}
    </div>
  );
}
