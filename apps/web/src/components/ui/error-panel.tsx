import './error-panel.css';

interface ErrorPanelProps {
  title: string;
  text: string;
  reloadLabel: string;
  homeLabel: string;
  homeHref: string;
}

/** The general error view: plain links and buttons, usable even when the router has failed. */
export function ErrorPanel({ title, text, reloadLabel, homeLabel, homeHref }: ErrorPanelProps) {
  return (
    <div className="error-panel" role="alert" data-testid="error-panel">
      <div className="error-panel-code" aria-hidden="true">
        !
      </div>
      <h1 className="page-title">{title}</h1>
      <p className="muted">{text}</p>
      <div className="error-panel-actions">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {reloadLabel}
        </button>
        <a className="btn btn-secondary" href={homeHref}>
          {homeLabel}
        </a>
      </div>
    </div>
  );
}
