import type { ReactNode } from 'react';

type IconProps = { className?: string; size?: number };

function Icon({
  className,
  size,
  viewBox,
  children,
}: IconProps & { size: number; viewBox: string; children: ReactNode }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox={viewBox}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function KeyIcon({ className, size = 28 }: IconProps) {
  return (
    <Icon className={className} size={size} viewBox="0 0 32 32">
      <g fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
        <circle cx="9" cy="16" r="5.5" />
        <circle cx="9" cy="16" r="2" />
        <path d="M14.5 16H29M24 16v4M27.5 16v3M20.5 16v2.5" />
      </g>
    </Icon>
  );
}

export function CrossIcon({ className, size = 10 }: IconProps) {
  return (
    <Icon className={className} size={size} viewBox="0 0 10 10">
      <path
        d="M1.5 1.5l7 7M8.5 1.5l-7 7"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinecap="round"
      />
    </Icon>
  );
}

export function FacebookIcon({ className, size = 22 }: IconProps) {
  return (
    <Icon className={className} size={size} viewBox="0 0 24 24">
      <path
        fill="currentColor"
        d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3z"
      />
    </Icon>
  );
}

export function InstagramIcon({ className, size = 22 }: IconProps) {
  return (
    <Icon className={className} size={size} viewBox="0 0 24 24">
      <g fill="none" stroke="currentColor" strokeWidth="1.7">
        <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
        <circle cx="12" cy="12" r="4" />
      </g>
      <circle cx="17.2" cy="6.8" r="1.1" fill="currentColor" />
    </Icon>
  );
}

export function HotelIcon({ className, size = 22 }: IconProps) {
  return (
    <Icon className={className} size={size} viewBox="0 0 24 24">
      <g fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round">
        <path d="M4 21V9l4-3 4 3 4-3 4 3v12z" />
        <path d="M9 21v-5h6v5M8 11h1M15 11h1" />
      </g>
    </Icon>
  );
}
