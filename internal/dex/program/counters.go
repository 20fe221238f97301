package program

import "github.com/clawseed/cetpaudit/internal/dex"

// A field that code reads, adds a constant to and stores back is a
// counter: every read of it is predictable, including the value read
// before the increment (`"op-" + (counter++)` uses the old value, not the
// sum). The method that increments is often the one reading the field for
// a token, and is being analyzed when the field's facts are asked for, so
// its increment is found by a scan of its instructions rather than by its
// analysis.

// incrementsField reports whether w stores back into f a value it read
// from f plus or minus something (an increment or decrement), along its
// instructions in order.
func incrementsField(w *dex.Method, k fkey) bool {
	code, err := w.Code()
	if err != nil || code == nil {
		return false
	}
	file := w.Class.File
	is := func(in *dex.Insn) bool {
		fr, err := file.Field(in.Index)
		return err == nil && fieldKey(fr) == k
	}
	read := map[uint32]bool{}  // registers holding f's value
	stepd := map[uint32]bool{} // registers holding f's value plus a constant
	konst := map[uint32]bool{} // registers holding a constant
	found := false
	_ = dex.Walk(code.Insns, func(in *dex.Insn) bool {
		op := in.Op
		switch {
		case op >= dex.OpIget && op <= dex.OpIgetShort, op >= dex.OpSget && op <= dex.OpSgetShort:
			read[in.A], stepd[in.A] = is(in), false
		case op >= 0x01 && op <= 0x09: // move, move-wide, move-object
			read[in.A], stepd[in.A] = read[in.B], stepd[in.B]
		case op == 0x90 || op == 0x91 || op == 0x9b || op == 0x9c: // add/sub-int, add/sub-long
			// f + another field or a sum is an accumulator, not a counter.
			read[in.A], stepd[in.A] = false, read[in.B] && konst[in.C] || read[in.C] && konst[in.B]
		case op == 0xb0 || op == 0xb1 || op == 0xbb || op == 0xbc: // the /2addr forms
			read[in.A], stepd[in.A] = false, read[in.A] && konst[in.B] || read[in.B] && konst[in.A]
		case op == 0xd0 || op == 0xd8: // add-int/lit16, add-int/lit8
			read[in.A], stepd[in.A] = false, read[in.B]
		case op >= dex.OpIput && op <= dex.OpIputShort, op >= dex.OpSput && op <= dex.OpSputShort:
			if stepd[in.A] && is(in) {
				found = true
				return false
			}
		case writesA(op):
			read[in.A], stepd[in.A] = false, false
		}
		if writesA(op) || op <= 0x09 {
			konst[in.A] = op >= 0x12 && op <= 0x19 // const/4 … const-wide/high16
		}
		return true
	})
	return found
}

// writesA reports whether an instruction writes its register A (the rest
// of the ones incrementsField does not handle itself).
func writesA(op byte) bool {
	switch {
	case op >= 0x0a && op <= 0x0d, // move-result*, move-exception
		op >= 0x12 && op <= 0x1c, // const*
		op >= 0x20 && op <= 0x23, // instance-of, array-length, new-instance, new-array
		op >= 0x2d && op <= 0x31, // cmp*
		op >= 0x44 && op <= 0x4a, // aget*
		op >= 0x7b && op <= 0xe2: // unary, binary and literal operations
		return true
	}
	return false
}
