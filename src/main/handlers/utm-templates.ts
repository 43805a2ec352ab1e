import type { Registrar } from '../ipc/registrar.ts';
import type { UtmTemplates } from '../utm/utm-templates.ts';

/** The UTM templates the link form, Quick shorten and bulk edits offer. */
export function registerUtmTemplateHandlers(registrar: Registrar, templates: UtmTemplates): void {
  registrar.handle('utm:list', () => templates.state());
  registrar.handle('utm:save', (template) => templates.save(template));
  registrar.handle('utm:delete', ({ name }) => templates.remove(name));
  registrar.handle('utm:setQuickShorten', ({ name }) => templates.setQuickShorten(name));
}
