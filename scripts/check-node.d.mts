/** Why `version` cannot run a project whose `engines.node` is `range`, or undefined when it can. */
export function nodeVersionProblem(version: string, range: string): string | undefined;
