/**
 * The longest message a household may send (DESIGN §2 MessageRequest: 1–4000 characters, counted
 * as JavaScript counts `length`, the same unit zod checks). One number for the request schema and
 * for every window that takes a message, so a window can say "too long" before main refuses it.
 */
export const MAX_MESSAGE_CHARS = 4000;
