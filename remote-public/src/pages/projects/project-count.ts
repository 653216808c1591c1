/** The 'N project(s)' badge of spec §2: singular for exactly one. */
export const projectCount = (n: number) => `${n} ${n === 1 ? 'project' : 'projects'}`;
