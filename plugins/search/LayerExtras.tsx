/**
 * Controls the legacy layer lacks: "clear all" for the history (with the hint on deleting one
 * search from the keyboard) and the 'shop with expert' chat link (docs/rules.md §2: a full tab below
 * 768 px wide, else a 440×700 popup). Text from the dictionary, page text as fallback.
 */
import { createPortal } from 'react-dom';
import { useRuntime, type PluginProps } from '../../runtime/index';
import { openSizedWindow } from '../../runtime/ui/open-sized-window';
import { DELETE_HINT_ID } from './KeywordList';
import type { LayerParts } from './layer-markup';
import type { SearchConfig } from './search-config';
import { EXPERT_BREAKPOINT, EXPERT_POPUP } from './search-url';

interface Props {
  parts: LayerParts;
  config: SearchConfig;
  history: boolean;
  onClearAll(): void;
  guard: PluginProps['guard'];
}

/** The extra controls, portalled into the layer. */
export function LayerExtras({ parts, config, history, onClearAll, guard }: Props) {
  const { t } = useRuntime();
  const titleWrap = parts.titles.recent?.parentElement;
  const expert = config.expertUrl;
  const openExpert = guard((event: { preventDefault(): void }) => {
    event.preventDefault();
    if (expert) openSizedWindow(expert, { ...EXPERT_POPUP, fullTabBelow: EXPERT_BREAKPOINT, name: 'shopWithExpert' });
  });
  return (
    <>
      {titleWrap &&
        createPortal(
          <>
            <span id={DELETE_HINT_ID} className="hidden">
              {t('Press Delete to remove this search', 'Press Delete to remove this search')}
            </span>
            {history && (
              <button type="button" className="srd19-gnb-search__clear-all" an-ca="search" an-ac="search layer" an-la="search history:clear all" onClick={guard(onClearAll)}>
                {t('Clear All', 'Clear All')}
              </button>
            )}
          </>,
          titleWrap,
          'history',
        )}
      {expert &&
        parts.result &&
        createPortal(
          <a className="srd19-gnb-search__expert cta cta--underline" href={expert} target="_blank" rel="noopener" an-ca="search" an-ac="search layer" an-la="shop with expert" onClick={openExpert}>
            {t('Shop with an expert', 'Shop with an expert')}
          </a>,
          parts.result,
          'expert',
        )}
    </>
  );
}
