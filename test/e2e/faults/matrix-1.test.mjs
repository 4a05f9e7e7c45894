// The fault matrix's rows, half 1 of 2 (matrix.mjs; docs/quality.md "Fault matrix").
import { matrixHalf } from './matrix.mjs';

matrixHalf(1);
