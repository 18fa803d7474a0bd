import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextLink, textLinkVariants } from './TextLink';

const meta = {
  title: 'Components/TextLink',
  component: TextLink,
  args: { href: '/password-recovery', children: 'Esqueceu sua senha? Clique aqui', onNavigate: fn() },
  argTypes: { variant: { control: 'inline-radio', options: textLinkVariants } },
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain click goes through onNavigate with the href; the link keeps its real href. */
export const Inline: Story = {
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'Esqueceu sua senha? Clique aqui' });
    await expect(link).toHaveAttribute('href', '/password-recovery');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/password-recovery');
  },
};

/** Standalone with an icon and a 44 px target; Enter follows it. */
export const StandaloneWithIcon: Story = {
  args: { href: '/', children: 'Voltar para o login', variant: 'standalone', icon: 'back' },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'Voltar para o login' });
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/');
  },
};
