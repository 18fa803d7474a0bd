import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState, emptyStateTones } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { title: 'Não existem extratos disponíveis para visualização.', tone: 'neutral' },
  argTypes: { tone: { control: 'inline-radio', options: emptyStateTones } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing to show: a polite status. */
export const Neutral: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Não existem extratos disponíveis para visualização.',
    );
  },
};

/** A failure with a retry action: announced as an alert. */
export const ErrorWithAction: Story = {
  args: {
    tone: 'error',
    title: 'Não foi possível carregar os extratos.',
    description: 'Verifique sua conexão e tente novamente.',
  },
  render: function Render(args) {
    const onRetry = fn();
    return <EmptyState {...args} action={<Button onPress={onRetry}>Tentar novamente</Button>} />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Não foi possível carregar os extratos.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
  },
};
