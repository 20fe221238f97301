package dex

import "testing"

// TestWritesRegWide checks that every instruction with a long or double
// result sets both registers of its pair, and that narrow results set one.
func TestWritesRegWide(t *testing.T) {
	tests := []struct {
		name string
		op   byte
		wide bool
	}{
		{"move-wide", 0x04, true},
		{"move-result-wide", OpMoveResultWide, true},
		{"const-wide/16", OpConstWide16, true},
		{"aget-wide", 0x45, true},
		{"iget-wide", 0x53, true},
		{"sget-wide", 0x61, true},
		{"neg-long", 0x7d, true},
		{"not-long", 0x7e, true},
		{"neg-float", 0x7f, false},
		{"neg-double", 0x80, true},
		{"int-to-long", 0x81, true},
		{"long-to-int", 0x84, false},
		{"double-to-long", 0x8b, true},
		{"add-long", 0x9b, true},
		{"xor-long", 0xa2, true},
		{"shl-long", 0xa3, true},
		{"ushr-long", 0xa5, true},
		{"add-float", 0xa6, false},
		{"rem-double", 0xaf, true},
		{"add-int/2addr", 0xb0, false},
		{"add-long/2addr", 0xbb, true},
		{"shr-long/2addr", 0xc4, true},
		{"ushr-long/2addr", 0xc5, true},
		{"add-float/2addr", 0xc6, false},
		{"div-double/2addr", 0xce, true},
		{"add-int/lit16", 0xd0, false},
	}
	for _, tt := range tests {
		in := &Insn{Op: tt.op, A: 4}
		if !in.WritesReg(4) {
			t.Errorf("%s (%#02x) does not write its first register", tt.name, tt.op)
		}
		if got := in.WritesReg(5); got != tt.wide {
			t.Errorf("%s (%#02x) writes the register after its first: %v, want %v", tt.name, tt.op, got, tt.wide)
		}
	}
}
