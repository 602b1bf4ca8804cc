/** A code and its Spanish display name, shaped as react-admin choices. */
export interface Choice {
  id: string;
  name: string;
}
