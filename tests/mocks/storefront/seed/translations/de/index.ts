// Everything the shop has translated into German (Switzerland).
import type { LanguageTexts } from '../types';
import { articles, blogs } from './blogs';
import { collections } from './collections';
import { generated } from './generated';
import { glossary } from './glossary';
import { pages } from './pages';
import { menuItems, menus, policies, shop } from './policies';
import { products } from './products';

export const de: LanguageTexts = {
  glossary,
  handWritten: { shop, products, collections, pages, blogs, articles, policies, menus, menuItems },
  generated,
};
