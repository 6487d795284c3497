/** Spec section 9 page sizes; kept free of zod so the browser bundle can import them. */
export const publicPageSize = 20;
export const adminPageSize = 50;
export const maxPageSize = 100;
