import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render';
import { AddTaskForm } from './add-task-form';
import { stubTrpc } from '../../test/trpc-stub';
import { plan } from './test-support';

const onDone = vi.fn();
const render = () => renderScreen(() => <AddTaskForm onDone={onDone} onCancel={() => undefined} />, { path: '/dashboard' });

afterEach(() => {
  vi.unstubAllGlobals();
  onDone.mockReset();
});

describe('AddTaskForm', () => {
  it('requires a description after trimming and sends nothing', async () => {
    const calls = stubTrpc({});
    await render();
    await userEvent.type(screen.getByRole('textbox', { name: /Task description/ }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Add Task' }));
    expect(await screen.findByText('Please enter a task description')).toBeInTheDocument();
    // Tied to its field: marked invalid, the message its description.
    const field = screen.getByRole('textbox', { name: /Task description/ });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Please enter a task description');
    expect(calls).toHaveLength(0);
  });

  it('sends notes as absent when empty and confirms with ✓ Task Added', async () => {
    const calls = stubTrpc({ 'plan.addTask': () => ({ body: plan() }), 'plan.today': () => ({ body: plan() }) });
    await render();
    await userEvent.type(screen.getByRole('textbox', { name: /Task description/ }), '  Evening walk ');
    await userEvent.click(screen.getByRole('button', { name: 'Add Task' }));
    expect(await screen.findByText('✓ Task Added')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'plan.addTask')?.input).toEqual({ label: 'Evening walk', source: 'manual' });
    expect(onDone).toHaveBeenCalled();
  });

  it('shows Failed to add task with the server message and keeps the input', async () => {
    stubTrpc({ 'plan.addTask': () => ({ status: 409, body: "Today's plan already has 30 tasks" }) });
    await render();
    const input = screen.getByRole('textbox', { name: /Task description/ });
    await userEvent.type(input, 'Stretch');
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes (optional)' }), 'gently');
    await userEvent.click(screen.getByRole('button', { name: 'Add Task' }));
    expect(await screen.findByText('Failed to add task')).toBeInTheDocument();
    expect(screen.getByText("Today's plan already has 30 tasks")).toBeInTheDocument();
    expect(input).toHaveValue('Stretch');
    expect(onDone).not.toHaveBeenCalled();
  });
});
