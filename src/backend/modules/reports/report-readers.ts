/** Who reads the reports (operations.md §2.5 Report menu): the group of src/lib/domain/roles.ts. */
export { REPORT_READERS } from '../../http/route-access.ts';
