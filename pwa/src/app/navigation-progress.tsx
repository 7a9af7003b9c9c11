import { useNavigation } from 'react-router';

/** A thin ember bar at the top while a lazy screen loads. */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  return (
    <div
      aria-hidden="true"
      className={`pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-ember-500 transition-transform duration-700 ease-out ${
        busy ? 'scale-x-75' : 'scale-x-0 duration-150'
      }`}
    />
  );
}
