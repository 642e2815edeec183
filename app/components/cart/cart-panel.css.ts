import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

const panel = {
  background: vars.color.surface,
  color: vars.color.ink,
  padding: vars.space.md,
  overflowY: 'auto',
  zIndex: 50,
  textAlign: 'left',
} as const;

export const dropdown = style({
  ...panel,
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 0.5rem)',
  width: '24rem',
  maxHeight: '80vh',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  boxShadow: '0 8px 24px rgba(0,0,0,0.15)',
});

export const overlay = style({ ...panel, position: 'fixed', inset: 0 });
export const head = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' });
export const title = style({ margin: 0, fontSize: '1.2rem' });
