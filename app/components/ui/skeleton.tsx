/** Grey placeholder blocks shown while results load; hidden from assistive technology. */
export function Skeleton({ lines = 3 }: { lines?: number }) {
  return (
    <div className="skeleton" aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <span key={index} className="skeleton-line" />
      ))}
    </div>
  );
}
