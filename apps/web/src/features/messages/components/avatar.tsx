import { useState } from 'react';

/** A person's picture, or their initial when there is none or it does not load. */
export function Avatar({
  name,
  image,
  size = 40,
}: {
  name: string;
  image: string | null;
  size?: number;
}) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size };
  if (image && !failed) {
    return (
      <img
        className="message-avatar"
        src={image}
        alt=""
        width={size}
        height={size}
        style={style}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span className="message-avatar message-avatar-initial" style={style} aria-hidden="true">
      {(name.trim().charAt(0) || '?').toUpperCase()}
    </span>
  );
}
