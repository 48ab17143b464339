// The smallest Next.js App Router app with the package (scripts/test-package.mjs builds and serves it).
import type { ReactNode } from 'react';

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
