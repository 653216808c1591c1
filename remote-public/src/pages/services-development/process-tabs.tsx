import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useHydrated } from '@/blocks/hydration/use-hydrated';
import styles from './process-tabs.module.css';

export interface ProcessStep {
  label: string;
  title: string;
  text: string;
}

/** The production-process tabs of spec §2: ANALYSIS, DESIGN and TESTING, ANALYSIS first. */
export const PROCESS_STEPS: ProcessStep[] = [
  {
    label: 'ANALYSIS',
    title: 'We understand the problem before we write code',
    text: 'Workshops with your staff and the people who will use the system, a study of the processes and data you have today, and clear, testable requirements. You get a scope, a plan and a price you can rely on.',
  },
  {
    label: 'DESIGN',
    title: 'We design the service, not just the screens',
    text: 'Architecture, data model and integrations designed for security and growth, and an interface prototyped and tested with real users on the devices they own, before development starts.',
  },
  {
    label: 'TESTING',
    title: 'We prove it works before your users have to',
    text: 'Automated unit, integration and end-to-end tests on every change, plus performance, security and accessibility testing and a user acceptance phase with your team before go-live.',
  },
];

/**
 * The tabs before the page's scripts run: a radio group whose labels look like the tabs, and CSS
 * shows the checked step's panel, so a visitor can switch steps (arrow keys too) at once.
 */
function StaticTabs({ steps, id }: { steps: ProcessStep[]; id: string }) {
  return (
    <div className={styles.tabs}>
      {steps.map((item, i) => (
        <input key={item.label} type="radio" className={styles.radio} name={`${id}-step`} id={`${id}-radio-${i}`} data-step={i} defaultChecked={i === 0} />
      ))}
      <div className={styles.list}>
        {steps.map((item, i) => (
          <label key={item.label} htmlFor={`${id}-radio-${i}`} className={styles.tab} data-step={i}>
            <span className={styles.number}>{String(i + 1).padStart(2, '0')}</span>
            {item.label}
          </label>
        ))}
      </div>
      {steps.map((item, i) => (
        <div key={item.label} className={`${styles.panel} ${styles.staticPanel}`} data-step={i}>
          <h3 className={styles.title}>{item.title}</h3>
          <p className={styles.text}>{item.text}</p>
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
      <div className={styles.list} role="tablist" aria-label="Production process" onKeyDown={onKeyDown}>
        {steps.map((item, i) => (
          <button
            key={item.label}
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
            {item.label}
          </button>
        ))}
      </div>
      <div className={styles.panel} role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`} tabIndex={0}>
        <h3 className={styles.title}>{step.title}</h3>
        <p className={styles.text}>{step.text}</p>
      </div>
    </div>
  );
}
