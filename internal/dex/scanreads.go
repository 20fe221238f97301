package dex

// ScanFieldReads calls fn for every instance or static field read (iget*,
// sget*) of insns with its address, opcode and field index.
func ScanFieldReads(insns []uint16, fn func(addr uint32, op byte, index uint32)) error {
	return scanIndexed(insns, func(op byte) bool {
		return op >= OpIget && op <= OpIgetShort || op >= OpSget && op <= OpSgetShort
	}, fn)
}
