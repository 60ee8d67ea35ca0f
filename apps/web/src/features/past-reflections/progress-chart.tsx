import { Box } from '@chakra-ui/react';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { WeekPoint } from './progress-data';

// One teal reads on both colour modes (3.7:1 on white, 4.6:1 on the dark card); axes, grid and the
// legend's words take the card's own text colour (currentColor), so nothing is pale in dark mode.
const TEAL = '#0d9488';
const AXIS = { fontSize: 12, fill: 'currentColor' };
const legendLabel = (value: string) => <span style={{ color: 'var(--chakra-colors-fg)' }}>{value}</span>;

/**
 * Recharts drawing of the weekly points (loaded lazily: recharts stays out of the initial bundle).
 * Hidden from assistive technology: the parent provides a summary and a data table.
 */
export function ProgressChart({ points }: { points: readonly WeekPoint[] }) {
  return (
    <Box h="64" w="full" aria-hidden="true" color="fg.muted" data-testid="progress-chart">
      <ResponsiveContainer width="100%" height="100%" minWidth={0}>
        <ComposedChart accessibilityLayer={false} data={[...points]} margin={{ top: 8, right: 4, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.25} vertical={false} />
          <XAxis dataKey="label" tick={AXIS} />
          <YAxis yAxisId="score" domain={[0, 10]} ticks={[0, 2, 4, 6, 8, 10]} tick={AXIS} />
          <YAxis yAxisId="pct" orientation="right" domain={[0, 100]} tick={AXIS} unit="%" />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendLabel} />
          {/* One week is one bar of a sensible width, not a block across the whole chart. */}
          <Bar yAxisId="pct" dataKey="completion" name="Days active %" fill={TEAL} fillOpacity={0.3} maxBarSize={48} isAnimationActive={false} />
          <Line yAxisId="score" dataKey="score" name="Energy & mood" stroke={TEAL} strokeWidth={2} connectNulls isAnimationActive={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </Box>
  );
}
