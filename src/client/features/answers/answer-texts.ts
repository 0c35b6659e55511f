/** What a visitor is told about answering (docs/product.md section 4, Answer form). */
export const MUST_LOG_IN = 'You must be logged in to submit an answer';
