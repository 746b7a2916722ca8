/** The public line, '97 of 104 machines playing now'; nothing while no machine is on the floor. */
export function playingNowText({ playing, onFloor }: { playing: number; onFloor: number }) {
  if (!onFloor) return null;
  return `${playing} of ${onFloor} ${onFloor === 1 ? "machine" : "machines"} playing now`;
}
