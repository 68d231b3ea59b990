export interface HomePageTable {
  /** Always `home`: the page has one live record. */
  key: string;
  /** JSON array of `{ headline, lead, action: { label, to } }`, in display order. */
  slides: string;
  /** JSON array of `{ value, label }`: the banner's counters. */
  counters: string;
}
