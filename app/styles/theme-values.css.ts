// The design tokens' values on :root (./theme.css.ts names them). Imported by ./global.css.ts only,
// so the values ride in the root stylesheet (docs/decisions/look-and-layout.md).
import { setThemeValues } from './theme.css';

setThemeValues();
