import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Enterprises/ProgressBar',
  component: ProgressBar,
  args: {
    timeline: {
      fundation_percent: '100',
      structure_percent: '80',
      masonry_percent: '45',
      instalation_percent: '0',
      finish_percent: '0',
    },
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under way: overall fill is the average (45%), one stage done, two under way, the third is current. */
export const UnderWay: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Progresso da obra' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    const list = canvas.getByRole('list', { name: 'Etapas da obra' });
    const steps = within(list).getAllByRole('listitem');
    const expected = [
      ['Fundação', '100%'],
      ['Estrutura', '80%'],
      ['Alvenaria', '45%'],
      ['Instalações', '0%'],
      ['Acabamento', '0%'],
    ];
    for (const [index, [name, percent]] of expected.entries()) {
      await expect(within(steps[index] as HTMLElement).getByText(name as string)).toBeVisible();
      await expect(steps[index]).toHaveTextContent(percent as string);
    }
    // Only a stage at 100 % is done; 80 % and 45 % are under way (product rule: progress bar).
    await expect(steps.filter((step) => step.dataset.completed)).toHaveLength(1);
    await expect(steps[0]).toHaveTextContent('concluída');
    await expect(steps[1]).toHaveTextContent('em andamento');
    await expect(steps[3]).toHaveTextContent('não iniciada');
    await expect(steps[2]).toHaveAttribute('aria-current', 'step');
  },
};

const stageBar = (step: HTMLElement | undefined) => step?.querySelector<HTMLElement>('[data-stage-bar]');

/**
 * Torre Solaris on a phone (58 % overall): the check only on Fundação (100 %); each other stage shows
 * its own bar and percentage, so nothing reads as finished.
 */
export const UnderWayOnPhone: Story = {
  args: {
    timeline: {
      fundation_percent: '100',
      structure_percent: '90',
      masonry_percent: '60',
      instalation_percent: '35',
      finish_percent: '5',
    },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '58');
    const steps = within(canvas.getByRole('list', { name: 'Etapas da obra' })).getAllByRole('listitem');
    const done = steps.filter((step) => step.dataset.completed);
    await expect(done).toEqual([steps[0]]);
    // A check mark only where the stage is done; the others keep their number.
    await expect(steps.filter((step) => step.querySelector('svg'))).toEqual([steps[0]]);
    for (const [index, percent] of [90, 60, 35, 5].entries()) {
      const step = steps[index + 1];
      await expect(step).toHaveTextContent(`${percent}%`);
      await expect(step).toHaveTextContent('em andamento');
      await expect(stageBar(step)).toBeVisible();
      await expect(stageBar(step)?.style.width).toBe(`${percent}%`);
    }
  },
};

/** Not started (or no timeline): empty bar, nothing completed. */
export const NotStarted: Story = {
  args: { timeline: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await expect(canvas.getAllByText(', não iniciada')).toHaveLength(5);
  },
};

/**
 * While the timeline loads: a skeleton that says it is loading, never "0% concluído" with every stage
 * at 0 % (product rule: progress bar).
 */
export const Loading: Story = {
  args: { timeline: null, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando o andamento da obra');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.queryByText(/concluído/)).toBeNull();
    await expect(canvas.queryByText('0%')).toBeNull();
  },
};

/** Finished: every stage at 100%. */
export const Finished: Story = {
  args: {
    timeline: {
      fundation_percent: '100',
      structure_percent: '100',
      masonry_percent: '100',
      instalation_percent: '100',
      finish_percent: '100',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getAllByText(', concluída')).toHaveLength(5);
    const steps = within(canvas.getByRole('list', { name: 'Etapas da obra' })).getAllByRole('listitem');
    await expect(steps.filter((step) => step.dataset.completed)).toHaveLength(5);
  },
};

/** On a phone the stages stack. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(second?.getBoundingClientRect().top).toBeGreaterThan(
      first?.getBoundingClientRect().bottom ?? 0,
    );
  },
};
