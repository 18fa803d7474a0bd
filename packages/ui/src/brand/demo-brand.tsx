import { demoPalette, secondPalette } from '../theme/palettes';
import type { BrandConfig, BrandLogoProps } from './brand-config';

/** Logo of the demo brand: a roof over a foundation line, drawn in the brand colour. */
function AlicerceLogo({ title, className }: BrandLogoProps) {
  return (
    <svg viewBox="0 0 40 40" role="img" aria-label={title} className={className} width="40" height="40">
      <rect width="40" height="40" rx="10" fill={demoPalette.brand} />
      <path d="M10 21 20 12l10 9" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <path d="M14 20v8h12v-8" fill="none" stroke="#fff" strokeWidth="3" strokeLinejoin="round" />
    </svg>
  );
}

/** Logo of the second brand: a rising sun over a horizon. */
function TerraNovaLogo({ title, className }: BrandLogoProps) {
  return (
    <svg viewBox="0 0 40 40" role="img" aria-label={title} className={className} width="40" height="40">
      <rect width="40" height="40" rx="20" fill={secondPalette.brand} />
      <path d="M11 25a9 9 0 0 1 18 0" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <path d="M8 29h24" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** The default brand of the demo installation (fictional company; reserved example domains). */
export const demoBrand: BrandConfig = {
  id: 'demo',
  companyName: 'Alicerce Incorporadora',
  logo: { component: AlicerceLogo },
  colors: demoPalette,
  contacts: {
    sales: {
      phone: '(11) 4000-1234',
      email: 'vendas@alicerce.example.com.br',
      whatsappUrl: 'https://wa.me/5511940001234',
    },
    customerRelations: {
      phone: '(11) 4000-5678',
      email: 'relacionamento@alicerce.example.com.br',
      whatsappUrl: 'https://wa.me/5511940005678',
    },
  },
  links: {
    home: 'https://alicerce.example.com.br',
    about: 'https://alicerce.example.com.br/sobre',
    contact: 'https://alicerce.example.com.br/contato',
  },
  noReplyEmail: 'nao-responda@alicerce.example.com.br',
};

/** A second brand used by Storybook's brand switch to prove nothing is hard-coded. */
export const secondBrand: BrandConfig = {
  id: 'second',
  companyName: 'Terra Nova Construções',
  // A brand file's portal name: the header and the sign-in panel show it instead of the tagline.
  portalName: 'Minha Terra Nova',
  logo: { component: TerraNovaLogo },
  colors: secondPalette,
  contacts: {
    sales: {
      phone: '(31) 3500-2020',
      email: 'especialistas@terranova.example.com.br',
      whatsappUrl: 'https://wa.me/5531935002020',
    },
    customerRelations: {
      phone: '(31) 3500-3030',
      email: 'clientes@terranova.example.com.br',
      whatsappUrl: 'https://wa.me/5531935003030',
    },
  },
  links: {
    home: 'https://terranova.example.com.br',
    about: 'https://terranova.example.com.br/quem-somos',
    contact: 'https://terranova.example.com.br/fale-conosco',
  },
  noReplyEmail: 'nao-responda@terranova.example.com.br',
};
