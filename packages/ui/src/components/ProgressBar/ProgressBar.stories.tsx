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

/** Under way: overall fill is the average (45%), three stages started, the third is current. */
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
    await expect(steps.filter((step) => step.dataset.completed)).toHaveLength(3);
    await expect(steps[2]).toHaveAttribute('aria-current', 'step');
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
    await expect(canvas.getAllByText(', iniciada')).toHaveLength(5);
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
