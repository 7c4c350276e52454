import { createContext, useContext } from 'react';

interface ModalContextValue {
  /** A `ModalTitle` is mounted and names the dialog. */
  titled: boolean;
  setTitled: (titled: boolean) => void;
}

export const ModalContext = createContext<ModalContextValue | null>(null);

/** The enclosing modal; parts used outside a `Modal` get a context that does nothing. */
export function useModalContext(): ModalContextValue {
  return useContext(ModalContext) ?? { titled: true, setTitled: () => undefined };
}
