import styles from './aftersales.module.scss';

/** A refused field's message under it (components/ui/useRefusals.ts), read out when it appears. */
export default function FieldProblem({ text }: { text?: string }) {
  return text ? (
    <span role="alert" className={styles.problem}>
      {text}
    </span>
  ) : null;
}
