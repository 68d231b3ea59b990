import { useId } from "react";
import type { WeekCount } from "#shared/staff/leads/weekly.ts";

const WIDTH = 480;
const HEIGHT = 160;
const AXIS = 20;
const GAP = 4;

function weekLabel(weekStart: string): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${weekStart}T00:00:00Z`),
  );
}

/**
 * Leads per week as server-rendered SVG bars, no script. Screen readers get the title and a
 * description that lists every week's count, the same figures the bars draw.
 */
export function LeadsChart({ weeks }: { weeks: WeekCount[] }) {
  const id = useId();
  const most = Math.max(1, ...weeks.map((week) => week.count));
  const slot = WIDTH / Math.max(1, weeks.length);
  const total = weeks.reduce((sum, week) => sum + week.count, 0);
  const description = `${total} leads in ${weeks.length} weeks. ${weeks
    .map((week) => `Week of ${weekLabel(week.weekStart)}: ${week.count}`)
    .join("; ")}.`;
  return (
    <svg
      className="leads-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
    >
      <title id={`${id}-title`}>Leads per week</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {weeks.map((week, index) => {
        const height = Math.round((week.count / most) * (HEIGHT - AXIS));
        const x = index * slot + GAP / 2;
        return (
          <g key={week.weekStart}>
            <rect x={x} y={HEIGHT - height} width={slot - GAP} height={height} fill="currentColor" />
            <text x={x + (slot - GAP) / 2} y={HEIGHT - height - 4} textAnchor="middle" fontSize="11">
              {week.count}
            </text>
            {index % 2 === 0 ? (
              <text x={x + (slot - GAP) / 2} y={HEIGHT + AXIS - 4} textAnchor="middle" fontSize="11">
                {weekLabel(week.weekStart)}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
