import { BrandProvider, demoBrand, secondBrand } from '@portal/ui';
import type { Decorator, Preview } from '@storybook/react-vite';

const brands = { demo: demoBrand, second: secondBrand } as const;

/** Wraps every story in the brand chosen in the toolbar, and paints the canvas with its surface. */
const withBrand: Decorator = (Story, context) => {
  const brand = brands[context.globals.brand as keyof typeof brands] ?? demoBrand;
  return (
    <BrandProvider brand={brand}>
      <Story />
    </BrandProvider>
  );
};

/** Global Storybook settings: brand switch, viewports, and axe as a failing check. */
const preview: Preview = {
  decorators: [withBrand],
  globalTypes: {
    brand: {
      description: 'Marca (white-label)',
      toolbar: {
        title: 'Marca',
        icon: 'paintbrush',
        items: [
          { value: 'demo', title: 'Alicerce (padrão)' },
          { value: 'second', title: 'Terra Nova (segunda marca)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'demo' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    viewport: {
      options: {
        mobile: { name: 'Celular 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        small: { name: 'Celular pequeno 360', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        laptop: { name: 'Notebook 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
        desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
    // Any axe violation fails the story's test (in Vitest and in the Storybook test panel).
    a11y: { test: 'error' },
  },
};

export default preview;
