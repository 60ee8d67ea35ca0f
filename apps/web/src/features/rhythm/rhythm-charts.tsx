import { Box } from '@chakra-ui/react';
import type { CompletionPoint, TrendPoint } from '@cadence/domain';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ReferenceArea, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CATEGORY_SERIES, PHASE_COLORS, phaseBands, shortDate } from './chart-data';

// Recharts drawings (loaded lazily: recharts stays out of every route's initial JS). Hidden from
// assistive technology: each figure has a summary and a table alternative.

const AXIS = { fontSize: 12, fill: 'currentColor' };
/**
 * Legend names in the text colour (the swatch keeps the series colour): a dark teal or violet name
 * on a dark background did not read.
 */
const legendText = (value: string) => <span style={{ color: 'var(--chakra-colors-fg-muted)' }}>{value}</span>;
/** Days up to which the trend chart marks each day with a dot. */
const DOTS_UP_TO_DAYS = 14;

/** Completion by category per day: stacked bars on a fixed 0–4 scale (a single day is never one giant bar). */
export function CompletionChart({ points }: { points: readonly CompletionPoint[] }) {
  const data = points.map((p) => ({ ...p, label: shortDate(p.date) }));
  return (
    <Box h="56" w="full" aria-hidden="true" color="fg.muted">
      <ResponsiveContainer width="100%" height="100%" minWidth={0}>
        <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 4, bottom: 0, left: -24 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.25} vertical={false} />
          <XAxis dataKey="label" tick={AXIS} interval="preserveStartEnd" minTickGap={16} />
          <YAxis domain={[0, 4]} ticks={[0, 1, 2, 3, 4]} allowDecimals={false} tick={AXIS} />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} />
          {CATEGORY_SERIES.map((c) => (
            <Bar key={c.key} dataKey={c.key} name={c.label} stackId="done" fill={c.color} maxBarSize={28} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}

/** Energy and mood (0–10) per day, with her cycle phases as bands when she tracks a cycle. */
export function TrendChart({ points }: { points: readonly TrendPoint[] }) {
  const data = points.map((p) => ({ ...p, label: shortDate(p.date) }));
  const bands = phaseBands(points);
  // A dot per day reads with a week or two; with 45 days 90 dots bury the lines, so only the lines stay.
  const dot = data.length <= DOTS_UP_TO_DAYS ? { r: 2 } : false;
  return (
    <Box h="56" w="full" aria-hidden="true" color="fg.muted">
      <ResponsiveContainer width="100%" height="100%" minWidth={0}>
        <LineChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 4, bottom: 0, left: -24 }}>
          {bands.map((b) => (
            <ReferenceArea key={`${b.phase}-${b.from}`} x1={shortDate(b.from)} x2={shortDate(b.to)} fill={PHASE_COLORS[b.phase]} fillOpacity={0.14} ifOverflow="hidden" />
          ))}
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.25} vertical={false} />
          <XAxis dataKey="label" tick={AXIS} interval="preserveStartEnd" minTickGap={16} />
          <YAxis domain={[0, 10]} ticks={[0, 2, 4, 6, 8, 10]} tick={AXIS} />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} />
          <Line dataKey="energy" name="Energy" stroke="#0f766e" strokeWidth={2} connectNulls dot={dot} activeDot={{ r: 4 }} isAnimationActive={false} />
          <Line dataKey="mood" name="Mood" stroke="#c026d3" strokeWidth={2} strokeDasharray="5 3" connectNulls dot={dot} activeDot={{ r: 4 }} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </Box>
  );
}

/** Days each symptom was mentioned (horizontal bars). */
export function SymptomChart({ symptoms }: { symptoms: readonly { symptom: string; days: number }[] }) {
  const data = symptoms.slice(0, 8);
  return (
    <Box h={`${Math.max(3, data.length) * 32 + 24}px`} w="full" aria-hidden="true" color="fg.muted">
      <ResponsiveContainer width="100%" height="100%" minWidth={0}>
        <BarChart accessibilityLayer={false} data={data} layout="vertical" margin={{ top: 4, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.25} horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={AXIS} />
          <YAxis type="category" dataKey="symptom" width={84} tick={AXIS} interval={0} />
          <Tooltip />
          <Bar dataKey="days" name="Days mentioned" fill="#0d9488" maxBarSize={20} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
