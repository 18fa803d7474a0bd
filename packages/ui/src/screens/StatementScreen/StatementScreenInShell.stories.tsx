import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AppShell } from '../../components/AppShell/AppShell';
import { StatementScreen } from './StatementScreen';
import { demoBillInfo, demoInstallments } from './statement-fixtures';

/** The statement page of a customer inside the signed-in frame, with the menu open. */
const meta = {
  title: 'Screens/Finance/StatementScreen in the app shell',
  component: AppShell,
  args: {
    user: { name: 'Ana Souza', type: 'user' },
    currentPath: '/financeiro',
    onNavigate: fn(),
    onLogout: fn(),
    year: 2026,
    // Ten columns, paid, overdue and payable rows ('Enviar') on page 1.
    children: (
      <StatementScreen
        billInfo={demoBillInfo}
        installments={demoInstallments(12, { paid: 4 })}
        homeHref="/empreendimentos"
        financeHref="/financeiro"
        onExportXls={fn()}
        onExportPdf={fn()}
        onSendProof={fn()}
      />
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Statement at 1440 px with the menu open: the ten columns fit beside the menu, so 'Recto Líquido' and
 * 'Comprovante' are in view without scrolling the table sideways (it needed 1384 px of 1102 before the
 * compact headers and cells).
 */
export const StatementDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    const frame = canvas.getByRole('region', { name: 'Parcelas do contrato' });
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    const send = canvas.getByRole('button', { name: 'Enviar comprovante da parcela 8' });
    await expect(send.getBoundingClientRect().right).toBeLessThanOrEqual(frame.getBoundingClientRect().right);
  },
};
