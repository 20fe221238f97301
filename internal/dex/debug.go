package dex

// Line maps a code-unit address to a source line: the line of every
// instruction from Addr up to the next entry.
type Line struct {
	Addr uint32
	Line int
}

// maxDebugOps bounds the debug state machine so a crafted stream cannot
// spin; real methods need a few ops per instruction.
const maxDebugOps = 1 << 20

// Lines decodes the line table of c's debug info; nil when there is none.
// Entries are in address order as the state machine emits them.
func (c *Code) Lines(f *File) ([]Line, error) {
	if c.debugOff == 0 {
		return nil, nil
	}
	r := reader{f: f, off: c.debugOff}
	fail := func(err error) ([]Line, error) { return nil, f.errf("debug info at %#x: %v", c.debugOff, err) }
	line, err := r.uleb()
	if err != nil {
		return fail(err)
	}
	np, err := r.uleb()
	if err != nil {
		return fail(err)
	}
	if np > maxParams {
		return fail(errExtra("too many parameter names"))
	}
	for k := uint32(0); k < np; k++ {
		if _, err := r.ulebp1(); err != nil {
			return fail(err)
		}
	}
	var out []Line
	var addr uint32
	cur := int64(line)
	for ops := 0; ops < maxDebugOps; ops++ {
		op, err := r.byte()
		if err != nil {
			return fail(err)
		}
		switch {
		case op == 0x00: // DBG_END_SEQUENCE
			return out, nil
		case op == 0x01: // DBG_ADVANCE_PC
			d, err := r.uleb()
			if err != nil {
				return fail(err)
			}
			addr += d
		case op == 0x02: // DBG_ADVANCE_LINE
			d, err := r.sleb()
			if err != nil {
				return fail(err)
			}
			cur += int64(d)
		case op == 0x03 || op == 0x04: // DBG_START_LOCAL(_EXTENDED)
			n := 3
			if op == 0x04 {
				n = 4
			}
			for k := 0; k < n; k++ {
				if _, err := r.uleb(); err != nil {
					return fail(err)
				}
			}
		case op == 0x05 || op == 0x06: // DBG_END_LOCAL, DBG_RESTART_LOCAL
			if _, err := r.uleb(); err != nil {
				return fail(err)
			}
		case op == 0x07 || op == 0x08: // prologue end, epilogue begin
		case op == 0x09: // DBG_SET_FILE
			if _, err := r.ulebp1(); err != nil {
				return fail(err)
			}
		default: // special opcode
			adj := int(op) - 0x0a
			addr += uint32(adj / 15)
			cur += int64(-4 + adj%15)
			if cur > 0 && cur < 1<<31 {
				out = append(out, Line{Addr: addr, Line: int(cur)})
			}
		}
	}
	return fail(errExtra("debug info does not end"))
}

// LineAt returns the source line of the instruction at addr, 0 if unknown.
func LineAt(lines []Line, addr uint32) int {
	best := 0
	for _, l := range lines {
		if l.Addr > addr {
			break
		}
		best = l.Line
	}
	return best
}
