/** Decorative room icons (the accompanying text carries the meaning). */
function RoomIcon({ path }: { path: string }) {
  return (
    <svg
      className="room-icon"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
    >
      <path fill="currentColor" d={path} />
    </svg>
  );
}

export function BedIcon() {
  return (
    <RoomIcon path="M3 6h2v7h6V8h7a3 3 0 0 1 3 3v7h-2v-2H5v2H3V6zm4 2.5A2 2 0 1 1 7 12a2 2 0 0 1 0-3.5z" />
  );
}

export function BathIcon() {
  return (
    <RoomIcon path="M7 4a3 3 0 0 1 3 3h-2a1 1 0 0 0-2 0v5h16v2a6 6 0 0 1-3 5.2V21h-2v-1.1a6 6 0 0 1-1 .1H8a6 6 0 0 1-1-.1V21H5v-1.8A6 6 0 0 1 2 14v-2h2V7a3 3 0 0 1 3-3z" />
  );
}

export function GarageIcon() {
  return <RoomIcon path="M12 3 2 8v13h3v-9h14v9h3V8L12 3zm-5 11v2h10v-2H7zm0 4v2h10v-2H7z" />;
}
