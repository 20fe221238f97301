package dex

import "testing"

// TestWalkAllocatesOneInsn: a walk decodes every instruction into one
// place, so instructions without registers lists or payloads cost no
// allocation each (fn copies what it keeps).
func TestWalkAllocatesOneInsn(t *testing.T) {
	insns := make([]uint16, 0, 201)
	for range 200 {
		insns = append(insns, 0x1012) // const/4 v0, #1
	}
	insns = append(insns, 0x000e) // return-void
	var n int
	walk := func() {
		n = 0
		_ = Walk(insns, func(in *Insn) bool { n++; return true })
	}
	if allocs := testing.AllocsPerRun(50, walk); allocs > 1 {
		t.Errorf("a walk of %d instructions allocated %.0f times", len(insns), allocs)
	}
	if n != len(insns) {
		t.Errorf("walked %d instructions, want %d", n, len(insns))
	}
}
