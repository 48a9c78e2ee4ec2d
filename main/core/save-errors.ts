/**
 * How a settings save fails, the same way for every config the household saves (DESIGN §2
 * Errors): every rule broken is listed in one `ApiError`, and a disk failure is a
 * `STORAGE_ERROR` that says what could not be written — never the I/O error's own text.
 */
import { ApiError, type ErrorDetail, type RequestCode } from '../../common/codes.js';

/** How many field problems one rejected save lists; the top-level message still gives the total. */
export const MAX_ERROR_DETAILS = 200;

/**
 * Throws the `ApiError` for a non-empty problem list: the first problem's message (with a count of
 * the rest) and every problem, up to {@link MAX_ERROR_DETAILS}, in `details`. The code is the first
 * problem's unless the caller names one.
 */
export function throwProblems(problems: readonly ErrorDetail[], code?: RequestCode): never {
  const first = problems[0]!;
  const more = problems.length - 1;
  const message = more === 0 ? first.message : `${first.message} (and ${more} more problem${more === 1 ? '' : 's'})`;
  throw new ApiError(code ?? (first.code as RequestCode), message, problems.slice(0, MAX_ERROR_DETAILS));
}

/**
 * Runs one write of a save. A rule violation (`ApiError`) passes through; any other failure becomes
 * `STORAGE_ERROR` with `what` named: "The settings couldn't be written to disk. …".
 */
export async function storageStep(what: string, step: () => Promise<void>): Promise<void> {
  try {
    await step();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError('STORAGE_ERROR', `${what} couldn't be written to disk. Check free space and permissions, then save again.`);
  }
}
