// Stands in for a page that a later issue builds, and says so.
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <div className="page">
      <title>{`${title} | ReadBright`}</title>
      <h1>{title}</h1>
      <p>This page is not built yet. It is coming in a later release.</p>
    </div>
  );
}
