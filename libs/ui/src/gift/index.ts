/**
 * @babynews/ui/gift — the widgets of a gift's reservation and pledge forms and of its status (PinField,
 * pinDigits, OrderStatusBadge). A separate entry point, bundled by the remotes that show them (guest,
 * host), so the shared `@babynews/ui` a relative's first visit loads does not carry them. Stateless.
 */
export { PinField, pinDigits, type PinFieldProps } from '../PinField';
export { OrderStatusBadge } from '../OrderStatusBadge';
