package dex

// Successors returns, for each instruction of one method's code (insns in
// address order, as Walk gives them, payloads included), the indexes of
// the instructions that may run next: the fall-through, a branch's
// target, a switch's cases (read from its payload), and, for an
// instruction inside a try range that can throw, that range's handlers.
// A branch, goto or switch cannot throw: a test inside a try keeps its
// two edges. Targets outside the code are left out.
func Successors(insns []Insn, tries []Try) [][]int {
	index := make(map[uint32]int, len(insns))
	for i := range insns {
		index[insns[i].Addr] = i
	}
	succ := make([][]int, len(insns))
	add := func(i int, addr uint32) {
		if j, ok := index[addr]; ok {
			succ[i] = append(succ[i], j)
		}
	}
	for i := range insns {
		in := &insns[i]
		if in.Fmt == FmtPayload {
			continue
		}
		if t, _, ok := in.Branch(); ok {
			add(i, t)
		}
		sw := in.Op == OpPackedSwitch || in.Op == OpSparseSwitch
		if sw {
			if j, ok := index[uint32(int64(in.Addr)+in.Lit)]; ok && insns[j].Payload != nil {
				for _, t := range insns[j].Payload.Targets {
					add(i, uint32(int64(in.Addr)+int64(t)))
				}
			}
		}
		if in.FallsThrough() && i+1 < len(insns) {
			succ[i] = append(succ[i], i+1)
		}
		if _, _, branch := in.Branch(); branch || sw {
			continue
		}
		for _, t := range tries {
			if in.Addr >= t.Start && in.Addr < t.End {
				for _, h := range t.Handlers {
					add(i, h.Addr)
				}
			}
		}
	}
	return succ
}
