export { Toast, type ToastProps } from './Toast';
export { ToastProvider, useToast, type ToastProviderProps, type ToastApi } from './ToastProvider';
export { TOAST_TONES, type ToastTone, type ToastOptions } from './Toast.types';
