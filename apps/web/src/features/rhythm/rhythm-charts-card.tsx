import type { RhythmSummary } from '@cadence/domain';
import { Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Table } from '../../components/ui/chakra-scoped';
import { TableToggle } from '../../components/ui/table-toggle';
import { CATEGORY_SERIES, completionSummary, PHASE_COLORS, phaseName, shortDate, trendSummary } from './chart-data';

const charts = () => import('./rhythm-charts');
const CompletionChart = lazy(() => charts().then((m) => ({ default: m.CompletionChart })));
const TrendChart = lazy(() => charts().then((m) => ({ default: m.TrendChart })));
const SymptomChart = lazy(() => charts().then((m) => ({ default: m.SymptomChart })));

interface FigureTable {
  caption: string;
  columns: readonly string[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
}

/** The table alternative of a chart: one row per point, the same figures the drawing shows. */
function FigureTableView({ caption, columns, rows }: FigureTable) {
  return (
    <Table.Root size="sm">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Header>
        <Table.Row>
          {columns.map((c) => (
            <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((r) => (
          <Table.Row key={r.key}>
            {r.cells.map((cell, i) => (
              <Table.Cell key={columns[i]}>{cell}</Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function Figure({ id, title, summary, chart, table }: { id: string; title: string; summary: string; chart: ReactNode; table: FigureTable }) {
  const [asTable, setAsTable] = useState(false);
  return (
    <Stack gap="2" as="section" aria-labelledby={id}>
      <HStack justify="space-between" align="baseline">
        <Heading as="h3" size="sm" id={id}>
          {title}
        </Heading>
        <TableToggle title={title} pressed={asTable} onToggle={() => setAsTable((v) => !v)} />
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {summary}
      </Text>
      {asTable ? (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH="72" tabIndex={0} role="region" aria-label={`${title} table`}>
          <FigureTableView {...table} />
        </Table.ScrollArea>
      ) : (
        <figure aria-label={summary} style={{ margin: 0 }}>
          <Suspense fallback={<Skeleton h="56" w="full" />}>{chart}</Suspense>
        </figure>
      )}
    </Stack>
  );
}

/**
 * Her charts (docs/decisions/045; weekly tab and My Profile): completion by category per day (last 4 weeks),
 * energy and mood over time with phase bands when she tracks a cycle, and symptom frequency.
 * Each has a one-line summary and a table alternative; the drawings are a lazy recharts chunk.
 */
export function RhythmChartsCard({ summary }: { summary: RhythmSummary }) {
  const { completion, trend, symptoms } = summary;
  const hasPhases = trend.some((p) => p.phase !== null);
  return (
    <Card.Root as="section" aria-labelledby="rhythm-charts-title" data-testid="rhythm-charts">
      <Card.Header>
        <Heading as="h2" size="md" id="rhythm-charts-title">
          Your weeks at a glance
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="6">
          <Figure
            id="chart-completion"
            title="Completed by category"
            summary={completionSummary(completion)}
            chart={<CompletionChart points={completion} />}
            table={{
              caption: 'Completed by category per day',
              columns: ['Day', ...CATEGORY_SERIES.map((c) => c.label)],
              rows: completion.map((p) => ({ key: p.date, cells: [shortDate(p.date), ...CATEGORY_SERIES.map((c) => (p[c.key] > 0 ? 'Done' : '—'))] })),
            }}
          />
          <Figure
            id="chart-trend"
            title="Energy and mood"
            summary={trendSummary(trend)}
            chart={
              <>
                <TrendChart points={trend} />
                {hasPhases ? (
                  <HStack gap="3" wrap="wrap" fontSize="xs" mt="1" aria-hidden="true">
                    {(Object.keys(PHASE_COLORS) as (keyof typeof PHASE_COLORS)[]).map((p) => (
                      <HStack key={p} gap="1">
                        <span style={{ width: 10, height: 10, borderRadius: 2, background: PHASE_COLORS[p], opacity: 0.6, display: 'inline-block' }} />
                        <span>{phaseName(p)}</span>
                      </HStack>
                    ))}
                  </HStack>
                ) : null}
              </>
            }
            table={{
              caption: 'Energy and mood per day (out of 10)',
              columns: ['Day', 'Energy', 'Mood', ...(hasPhases ? ['Phase'] : [])],
              rows: trend.map((p) => ({ key: p.date, cells: [shortDate(p.date), p.energy ?? '—', p.mood ?? '—', ...(hasPhases ? [phaseName(p.phase)] : [])] })),
            }}
          />
          <Figure
            id="chart-symptoms"
            title="Symptoms you mentioned"
            summary={symptoms.length === 0 ? 'No symptoms mentioned in your notes yet.' : `Most often: ${symptoms.slice(0, 3).map((s) => `${s.symptom} (${s.days} ${s.days === 1 ? 'day' : 'days'})`).join(', ')}.`}
            chart={symptoms.length === 0 ? null : <SymptomChart symptoms={symptoms} />}
            table={{
              caption: 'Days each symptom was mentioned',
              columns: ['Symptom', 'Days'],
              rows: symptoms.map((s) => ({ key: s.symptom, cells: [s.symptom, s.days] })),
            }}
          />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
