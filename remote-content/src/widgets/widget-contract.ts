import type { ComponentType } from 'react';
import { defineRemote } from '@hearth/shared/remote';
import type { RemoteTranslations } from '@hearth/shared';
import { translations } from '../i18n/translations';

/**
 * What a widget expose of remote_content provides (proposed for remote-contract.ts, see README): the build's
 * contract fields (the host refuses another major, as for `./routes`), the widget's name, its component (already
 * wrapped in its own error boundary) and the translations to register (namespace `content`).
 */
export interface RemoteWidgetModule<P extends object> {
  contractMajor: number;
  sharedVersion: string;
  buildId: string;
  name: 'remote_content';
  widget: string;
  Widget: ComponentType<P>;
  translations: RemoteTranslations;
}

export function defineWidget<P extends object>(
  widget: string,
  Widget: ComponentType<P>,
): RemoteWidgetModule<P> {
  const { contractMajor, sharedVersion, buildId } = defineRemote({
    name: 'remote_content',
    routes: [],
    translations,
  });
  return { contractMajor, sharedVersion, buildId, name: 'remote_content', widget, Widget, translations };
}
