/** A lecture's embedded video in a 16:9 frame (spec 3 §9); nothing is loaded until it scrolls near. */
export function LectureVideo({ url, title }: { url: string; title: string }) {
  return (
    <div className="aspect-video overflow-hidden rounded-2xl bg-night-900 shadow-card">
      <iframe
        src={url}
        title={`Video: ${title}`}
        loading="lazy"
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="size-full border-0"
      />
    </div>
  );
}
