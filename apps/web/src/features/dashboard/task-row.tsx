import { taskSourceLabel, type PlanTask } from '@cadence/domain';
import { CheckItem } from '../../components/ui/check-item';
import { SupplementCautionLine } from '../../components/ui/supplement-caution';
import { isLocalTaskId } from '../../platform/outbox/outbox-paths';

/**
 * A task added or ticked with no signal: its change waits in the outbox (docs/decisions/122). The outbox marks
 * the phone's copy of the task; the server's answer, once sent, has no mark.
 */
const isWaiting = (task: PlanTask): boolean => isLocalTaskId(task.id) || (task as { waiting?: boolean }).waiting === true;

const SOURCE_PALETTE: Record<string, string> = { routine: 'brand', adjustment_add: 'purple' };

/**
 * One task of today's plan: a checkbox (pending/done), its source label and reason. Plain
 * elements with the static classes of src/theme/content-styles.ts: a plan renders many rows, so
 * they cost no run-time styling (docs/decisions/022: Total Blocking Time).
 */
export function TaskRow({ task, pending, onToggle }: { task: PlanTask; pending: boolean; onToggle: () => void }) {
  const done = task.status === 'done';
  const waiting = isWaiting(task);
  const source = taskSourceLabel(task.source);
  // 'Added today' as a reason would only repeat the 'Added Today' source label.
  const reason = task.reasonTag && task.reasonTag.toLowerCase() !== source.toLowerCase() ? task.reasonTag : '';
  return (
    <li className="cadence-task" data-done={done ? '' : undefined} data-testid="plan-task">
      <div className="cadence-task__head">
        {/* A task added with no signal has no id from the server yet, so a tick could not name it: it waits too. */}
        <CheckItem checked={done} onCheckedChange={onToggle} disabled={pending || isLocalTaskId(task.id)} weight="medium" struck={done}>
          {task.label}
        </CheckItem>
        <div className="cadence-task__meta">
          {pending ? <span className="cadence-spinner" data-size="xs" role="status" aria-label="Saving" /> : null}
          <span className="cadence-badge" data-palette={SOURCE_PALETTE[task.source] ?? 'gray'}>
            {source}
          </span>
        </div>
      </div>
      {waiting ? (
        <p className="cadence-task__waiting" data-testid="task-waiting">
          Waiting to send
        </p>
      ) : null}
      {task.caution ? <SupplementCautionLine caution={task.caution} /> : null}
      {reason || task.notes ? (
        <div className="cadence-task__more">
          {reason ? <p className="cadence-task__reason">{reason}</p> : null}
          {task.notes ? <p className="cadence-task__notes">{task.notes}</p> : null}
        </div>
      ) : null}
    </li>
  );
}
