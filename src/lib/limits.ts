/** Largest JSON body a public API call accepts (issue: bodies over 64 KB answer 413). */
export const MAX_JSON_BODY_BYTES = 64 * 1024
