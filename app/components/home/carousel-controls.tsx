import { clsx } from "clsx";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";

const iconButton =
  "inline-flex size-11 items-center justify-center rounded-full border-2 border-brand-700 text-brand-800 transition-colors hover:bg-brand-50 cursor-pointer";

export function CarouselControls({
  count,
  selected,
  stopped,
  slidesId,
  onToggle,
  onPrevious,
  onNext,
  onSelect,
}: {
  count: number;
  selected: number;
  /** Stopped by the visitor (or by reduced motion): the toggle offers Play. */
  stopped: boolean;
  slidesId: string;
  onToggle: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onSelect: (index: number) => void;
}) {
  return (
    <div className="mt-3 flex items-center justify-between gap-2">
      {/* First in tab order, as the ARIA carousel pattern recommends. */}
      <button
        type="button"
        onClick={onToggle}
        className="text-brand-800 hover:bg-brand-50 inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full px-3 text-sm font-semibold"
      >
        {stopped ? (
          <Play aria-hidden="true" className="size-4" />
        ) : (
          <Pause aria-hidden="true" className="size-4" />
        )}
        {stopped ? "Play" : "Pause"}
        <span className="sr-only"> carousel</span>
      </button>
      <div className="flex items-center gap-1 sm:gap-2">
        <button type="button" onClick={onPrevious} aria-controls={slidesId} className={iconButton}>
          <ChevronLeft aria-hidden="true" className="size-5" />
          <span className="sr-only">Previous slide</span>
        </button>
        <ul className="flex items-center">
          {Array.from({ length: count }, (_, index) => (
            <li key={index}>
              <button
                type="button"
                onClick={() => onSelect(index)}
                aria-controls={slidesId}
                aria-label={`Go to slide ${index + 1}`}
                aria-current={index === selected ? "true" : undefined}
                className="group flex size-6 cursor-pointer items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={clsx(
                    "border-brand-700 block h-2.5 rounded-full border-2 transition-all",
                    index === selected ? "bg-brand-700 w-5" : "group-hover:bg-brand-200 w-2.5",
                  )}
                />
              </button>
            </li>
          ))}
        </ul>
        <button type="button" onClick={onNext} aria-controls={slidesId} className={iconButton}>
          <ChevronRight aria-hidden="true" className="size-5" />
          <span className="sr-only">Next slide</span>
        </button>
      </div>
    </div>
  );
}
