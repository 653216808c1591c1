import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useHydrated } from '@/blocks/hydration/use-hydrated';
import { useT } from '@/i18n';
import styles from './process-tabs.module.css';

export interface ProcessStep {
  /** Catalogue keys of the tab's label, the panel's heading and its text. */
  labelKey: string;
  titleKey: string;
  textKey: string;
}

/** The production-process tabs of spec §2: ANALYSIS, DESIGN and TESTING, ANALYSIS first. */
export const PROCESS_STEPS: ProcessStep[] = [
  {
    labelKey: 'services.development.process.analysis.label',
    titleKey: 'services.development.process.analysis.title',
    textKey: 'services.development.process.analysis.text',
  },
  {
    labelKey: 'services.development.process.design.label',
    titleKey: 'services.development.process.design.title',
    textKey: 'services.development.process.design.text',
  },
  {
    labelKey: 'services.development.process.testing.label',
    titleKey: 'services.development.process.testing.title',
    textKey: 'services.development.process.testing.text',
  },
];

/**
 * The tabs before the page's scripts run: a radio group whose labels look like the tabs, and CSS
 * shows the checked step's panel, so a visitor can switch steps (arrow keys too) at once.
 */
function StaticTabs({ steps, id }: { steps: ProcessStep[]; id: string }) {
  const t = useT();
  return (
    <div className={styles.tabs}>
      {steps.map((item, i) => (
        <input key={item.labelKey} type="radio" className={styles.radio} name={`${id}-step`} id={`${id}-radio-${i}`} data-step={i} defaultChecked={i === 0} />
      ))}
      <div className={styles.list}>
        {steps.map((item, i) => (
          <label key={item.labelKey} htmlFor={`${id}-radio-${i}`} className={styles.tab} data-step={i}>
            <span className={styles.number}>{String(i + 1).padStart(2, '0')}</span>
            {t(item.labelKey)}
          </label>
        ))}
      </div>
      {steps.map((item, i) => (
        <div key={item.labelKey} className={`${styles.panel} ${styles.staticPanel}`} data-step={i}>
          <h3 className={styles.title}>{t(item.titleKey)}</h3>
          <p className={styles.text}>{t(item.textKey)}</p>
        </div>
      ))}
    </div>
  );
}

/**
 * WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the selected tab is in the tab
 * order. Until the page's scripts run, the radio-group form above stands in for them.
 */
export function ProcessTabs({ steps = PROCESS_STEPS }: { steps?: ProcessStep[] }) {
  const t = useT();
  const [selected, setSelected] = useState(0);
  const id = useId();
  const hydrated = useHydrated();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    setSelected(index);
    tabs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const last = steps.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  if (!hydrated) return <StaticTabs steps={steps} id={id} />;
  const step = steps[selected]!;
  return (
    <div className={styles.tabs}>
      <div className={styles.list} role="tablist" aria-label={t('services.development.process.label')} onKeyDown={onKeyDown}>
        {steps.map((item, i) => (
          <button
            key={item.labelKey}
            ref={(element) => {
              tabs.current[i] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={i === selected}
            aria-controls={`${id}-panel`}
            tabIndex={i === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(i)}
          >
            <span className={styles.number}>{String(i + 1).padStart(2, '0')}</span>
            {t(item.labelKey)}
          </button>
        ))}
      </div>
      <div className={styles.panel} role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`} tabIndex={0}>
        <h3 className={styles.title}>{t(step.titleKey)}</h3>
        <p className={styles.text}>{t(step.textKey)}</p>
      </div>
    </div>
  );
}
