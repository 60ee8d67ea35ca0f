import { Box } from '@chakra-ui/react';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { WeekPoint } from './progress-data';

/**
 * Recharts drawing of the weekly points (loaded lazily: recharts stays out of the initial bundle).
 * Hidden from assistive technology: the parent provides a summary and a data table.
 */
export function ProgressChart({ points }: { points: readonly WeekPoint[] }) {
  return (
    <Box h="64" w="full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%" minWidth={0}>
        <ComposedChart accessibilityLayer={false} data={[...points]} margin={{ top: 8, right: 4, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e4e4e7" />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} />
          <YAxis yAxisId="score" domain={[0, 10]} ticks={[0, 2, 4, 6, 8, 10]} tick={{ fontSize: 12 }} />
          <YAxis yAxisId="pct" orientation="right" domain={[0, 100]} tick={{ fontSize: 12 }} unit="%" />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar yAxisId="pct" dataKey="completion" name="Days active %" fill="#99f6e4" isAnimationActive={false} />
          <Line yAxisId="score" dataKey="score" name="Energy & mood" stroke="#0f766e" strokeWidth={2} connectNulls isAnimationActive={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </Box>
  );
}
