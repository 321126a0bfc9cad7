/** An amount in fen as the API's messages write it: ¥1234.50 (no thousands separator). Server and mock API alike. */
export const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;
