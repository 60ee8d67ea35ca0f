import { Card, Heading, Skeleton, Text, VisuallyHidden } from '@chakra-ui/react';
import { Table } from '../../components/ui/chakra-scoped';
import { lazy, Suspense } from 'react';
import type { WeekPoint } from './progress-data';
import { chartSummary } from './progress-data';

const ProgressChart = lazy(() => import('./progress-chart').then((m) => ({ default: m.ProgressChart })));

/** 'Your Progress by Week': the lazy chart plus a visually hidden data table and summary. */
export function ProgressCard({ points }: { points: readonly WeekPoint[] }) {
  if (points.length === 0) return null;
  return (
    <Card.Root as="section" aria-labelledby="progress-title">
      <Card.Header>
        <Heading as="h2" size="md" id="progress-title">
          Your Progress by Week
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Energy &amp; mood score (line, 1–10) and days active (bars, %).
        </Text>
      </Card.Header>
      <Card.Body>
        <figure aria-label={chartSummary(points)} style={{ margin: 0 }}>
          <Suspense fallback={<Skeleton h="64" w="full" />}>
            <ProgressChart points={points} />
          </Suspense>
        </figure>
        <VisuallyHidden>
          <Table.Root>
            <Table.Caption>Weekly progress data</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Week</Table.ColumnHeader>
                <Table.ColumnHeader>Energy &amp; mood (out of 10)</Table.ColumnHeader>
                <Table.ColumnHeader>Days active</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {points.map((p) => (
                <Table.Row key={p.weekStart}>
                  <Table.Cell>{p.label}</Table.Cell>
                  <Table.Cell>{p.score ?? '—'}</Table.Cell>
                  <Table.Cell>{p.completion === null ? '—' : `${p.completion}%`}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </VisuallyHidden>
      </Card.Body>
    </Card.Root>
  );
}
