// Klarna's mark as the page draws it (no fetched asset): the pink badge with the black wordmark,
// named "Klarna" for screen readers.
export function KlarnaMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 96 40" width="96" height="40" role="img" aria-label="Klarna">
      <rect width="96" height="40" rx="8" fill="#ffb3c7" />
      <text
        x="48"
        y="26.5"
        textAnchor="middle"
        fill="#17120f"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="19"
        fontWeight="700"
        letterSpacing="-0.4"
      >
        Klarna.
      </text>
    </svg>
  );
}
