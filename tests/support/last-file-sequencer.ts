import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** Vitest's own order, except that zz-log-hygiene runs last: it checks what all the others logged. */
export class LastFileSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const isLast = (file: TestSpecification) => file.moduleId.includes('zz-log-hygiene')
    return [...sorted.filter((file) => !isLast(file)), ...sorted.filter(isLast)]
  }
}
