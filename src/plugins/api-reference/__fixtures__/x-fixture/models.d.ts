/** The API of a widget. */
export interface WidgetApi {
  /**
   * Gets a row by id.
   * @param {string} id The row id.
   * @returns {unknown} The row.
   */
  getRow(id: string): unknown;
  /** The number of rows. */
  rowCount: number;
}

export interface WidgetState {
  /** The assistant, typed inline. */
  assistant: {
    /**
     * Sends a prompt.
     */
    send: (prompt: string) => void; // fire and forget
    /** The home page, e.g. 'https://example.com'. */
    home: 'https://example.com';
  };
}
