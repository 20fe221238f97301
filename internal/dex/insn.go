package dex

import "fmt"

// Format is a Dalvik instruction format ("35c" and so on).
type Format uint8

// Instruction formats.
const (
	FmtInvalid Format = iota
	Fmt10x
	Fmt12x
	Fmt11n
	Fmt11x
	Fmt10t
	Fmt20t
	Fmt22x
	Fmt21t
	Fmt21s
	Fmt21h
	Fmt21c
	Fmt23x
	Fmt22b
	Fmt22t
	Fmt22s
	Fmt22c
	Fmt30t
	Fmt32x
	Fmt31i
	Fmt31t
	Fmt31c
	Fmt35c
	Fmt3rc
	Fmt45cc
	Fmt4rcc
	Fmt51l
	FmtPayload // packed-switch, sparse-switch and fill-array-data payloads
)

var formatUnits = [...]uint32{
	Fmt10x: 1, Fmt12x: 1, Fmt11n: 1, Fmt11x: 1, Fmt10t: 1,
	Fmt20t: 2, Fmt22x: 2, Fmt21t: 2, Fmt21s: 2, Fmt21h: 2, Fmt21c: 2, Fmt23x: 2, Fmt22b: 2, Fmt22t: 2, Fmt22s: 2, Fmt22c: 2,
	Fmt30t: 3, Fmt32x: 3, Fmt31i: 3, Fmt31t: 3, Fmt31c: 3, Fmt35c: 3, Fmt3rc: 3,
	Fmt45cc: 4, Fmt4rcc: 4, Fmt51l: 5,
}

// Opcodes the analysis names. The rest are reached through ranges.
const (
	OpNop              = 0x00
	OpMove             = 0x01
	OpMoveObject       = 0x07
	OpMoveObjectFrom16 = 0x08
	OpMoveObject16     = 0x09
	OpMoveResult       = 0x0a
	OpMoveResultWide   = 0x0b
	OpMoveResultObject = 0x0c
	OpMoveException    = 0x0d
	OpReturnVoid       = 0x0e
	OpReturn           = 0x0f
	OpReturnWide       = 0x10
	OpReturnObject     = 0x11
	OpConst4           = 0x12
	OpConst16          = 0x13
	OpConst            = 0x14
	OpConstHigh16      = 0x15
	OpConstWide16      = 0x16
	OpConstWide32      = 0x17
	OpConstWide        = 0x18
	OpConstWideHigh16  = 0x19
	OpConstString      = 0x1a
	OpConstStringJumbo = 0x1b
	OpConstClass       = 0x1c
	OpCheckCast        = 0x1f
	OpNewInstance      = 0x22
	OpNewArray         = 0x23
	OpFilledNewArray   = 0x24
	OpFilledNewArrayR  = 0x25
	OpFillArrayData    = 0x26
	OpThrow            = 0x27
	OpGoto             = 0x28
	OpGoto16           = 0x29
	OpGoto32           = 0x2a
	OpPackedSwitch     = 0x2b
	OpSparseSwitch     = 0x2c
	OpIfEq             = 0x32
	OpIfLe             = 0x37
	OpIfEqz            = 0x38
	OpIfLez            = 0x3d
	OpAget             = 0x44
	OpAgetObject       = 0x46
	OpAgetShort        = 0x4a
	OpAput             = 0x4b
	OpAputObject       = 0x4d
	OpAputShort        = 0x51
	OpIget             = 0x52
	OpIgetShort        = 0x58
	OpIput             = 0x59
	OpIputShort        = 0x5f
	OpSget             = 0x60
	OpSgetShort        = 0x66
	OpSput             = 0x67
	OpSputShort        = 0x6d
	OpInvokeVirtual    = 0x6e
	OpInvokeSuper      = 0x6f
	OpInvokeDirect     = 0x70
	OpInvokeStatic     = 0x71
	OpInvokeInterface  = 0x72
	OpInvokeVirtualR   = 0x74
	OpInvokeDirectR    = 0x76
	OpInvokeStaticR    = 0x77
	OpInvokeInterfaceR = 0x78
	OpOrInt            = 0x96
	OpOrInt2Addr       = 0xb6
	OpOrIntLit16       = 0xd6
	OpOrIntLit8        = 0xde
	OpInvokePoly       = 0xfa
	OpInvokePolyR      = 0xfb
	OpInvokeCustom     = 0xfc
	OpInvokeCustomR    = 0xfd
)

// formats maps each opcode to its format; FmtInvalid marks unused opcodes.
var formats [256]Format

func init() {
	set := func(lo, hi int, f Format) {
		for op := lo; op <= hi; op++ {
			formats[op] = f
		}
	}
	set(0x00, 0x00, Fmt10x)
	set(0x01, 0x01, Fmt12x)
	set(0x02, 0x02, Fmt22x)
	set(0x03, 0x03, Fmt32x)
	set(0x04, 0x04, Fmt12x)
	set(0x05, 0x05, Fmt22x)
	set(0x06, 0x06, Fmt32x)
	set(0x07, 0x07, Fmt12x)
	set(0x08, 0x08, Fmt22x)
	set(0x09, 0x09, Fmt32x)
	set(0x0a, 0x0d, Fmt11x)
	set(0x0e, 0x0e, Fmt10x)
	set(0x0f, 0x11, Fmt11x)
	set(0x12, 0x12, Fmt11n)
	set(0x13, 0x13, Fmt21s)
	set(0x14, 0x14, Fmt31i)
	set(0x15, 0x15, Fmt21h)
	set(0x16, 0x16, Fmt21s)
	set(0x17, 0x17, Fmt31i)
	set(0x18, 0x18, Fmt51l)
	set(0x19, 0x19, Fmt21h)
	set(0x1a, 0x1a, Fmt21c)
	set(0x1b, 0x1b, Fmt31c)
	set(0x1c, 0x1c, Fmt21c)
	set(0x1d, 0x1e, Fmt11x)
	set(0x1f, 0x1f, Fmt21c)
	set(0x20, 0x20, Fmt22c)
	set(0x21, 0x21, Fmt12x)
	set(0x22, 0x22, Fmt21c)
	set(0x23, 0x23, Fmt22c)
	set(0x24, 0x24, Fmt35c)
	set(0x25, 0x25, Fmt3rc)
	set(0x26, 0x26, Fmt31t)
	set(0x27, 0x27, Fmt11x)
	set(0x28, 0x28, Fmt10t)
	set(0x29, 0x29, Fmt20t)
	set(0x2a, 0x2a, Fmt30t)
	set(0x2b, 0x2c, Fmt31t)
	set(0x2d, 0x31, Fmt23x)
	set(0x32, 0x37, Fmt22t)
	set(0x38, 0x3d, Fmt21t)
	set(0x44, 0x51, Fmt23x)
	set(0x52, 0x5f, Fmt22c)
	set(0x60, 0x6d, Fmt21c)
	set(0x6e, 0x72, Fmt35c)
	set(0x74, 0x78, Fmt3rc)
	set(0x7b, 0x8f, Fmt12x)
	set(0x90, 0xaf, Fmt23x)
	set(0xb0, 0xcf, Fmt12x)
	set(0xd0, 0xd7, Fmt22s)
	set(0xd8, 0xe2, Fmt22b)
	set(0xfa, 0xfa, Fmt45cc)
	set(0xfb, 0xfb, Fmt4rcc)
	set(0xfc, 0xfc, Fmt35c)
	set(0xfd, 0xfd, Fmt3rc)
	set(0xfe, 0xff, Fmt21c)
}

// FormatOf returns the format of an opcode; FmtInvalid for unused ones.
func FormatOf(op byte) Format { return formats[op] }

// Insn is one decoded instruction. Register operands are in A, B, C (in
// that order of the format's letters) or Args for invoke-kind and
// filled-new-array; Lit is a literal, a branch offset or a payload offset;
// Index is a string, type, field, method, call-site, method-handle or
// proto index; Proto is the H index of invoke-polymorphic.
type Insn struct {
	Op      byte
	Fmt     Format
	Addr    uint32 // address in code units
	Units   uint32 // size in code units
	A, B, C uint32
	Lit     int64
	Index   uint32
	Proto   uint32
	Args    []uint16

	// Payload describes payload pseudo-instructions (Fmt FmtPayload).
	Payload *Payload
}

// Payload is a switch or array-data table.
type Payload struct {
	Ident   uint16 // 0x0100 packed, 0x0200 sparse, 0x0300 array data
	Keys    []int32
	Targets []int32 // relative to the switch instruction
	Width   uint16  // array data element width
	Data    []byte  // array data elements, little-endian
}

// IsInvoke reports whether the instruction calls a method by method index.
func (in *Insn) IsInvoke() bool {
	return (in.Op >= 0x6e && in.Op <= 0x72) || (in.Op >= 0x74 && in.Op <= 0x78) || in.Op == OpInvokePoly || in.Op == OpInvokePolyR
}

// IsStaticInvoke reports whether the instruction is invoke-static or its
// range form: a call without a receiver among its arguments.
func (in *Insn) IsStaticInvoke() bool { return in.Op == OpInvokeStatic || in.Op == OpInvokeStaticR }

// Branch reports whether the instruction is a goto or if, with its target.
func (in *Insn) Branch() (target uint32, conditional, ok bool) {
	switch {
	case in.Op >= OpGoto && in.Op <= OpGoto32:
		return uint32(int64(in.Addr) + in.Lit), false, true
	case in.Op >= OpIfEq && in.Op <= OpIfLez:
		return uint32(int64(in.Addr) + in.Lit), true, true
	}
	return 0, false, false
}

// FallsThrough reports whether execution may continue with the next
// instruction.
func (in *Insn) FallsThrough() bool {
	switch {
	case in.Op >= OpReturnVoid && in.Op <= OpReturnObject, in.Op == OpThrow,
		in.Op >= OpGoto && in.Op <= OpGoto32, in.Fmt == FmtPayload:
		return false
	}
	return true
}

// Decode decodes the instruction at addr. It never reads past insns and
// returns an error for unused opcodes and truncated instructions.
func Decode(insns []uint16, addr uint32) (Insn, error) {
	if uint64(addr) >= uint64(len(insns)) {
		return Insn{}, fmt.Errorf("address %#x is outside the %d-unit code", addr, len(insns))
	}
	w := insns[addr]
	op := byte(w)
	in := Insn{Op: op, Addr: addr, Fmt: formats[op]}
	if op == OpNop && w != 0 {
		return decodePayload(insns, addr, w)
	}
	if in.Fmt == FmtInvalid {
		return in, fmt.Errorf("unused opcode %#02x at %#x", op, addr)
	}
	in.Units = formatUnits[in.Fmt]
	if uint64(addr)+uint64(in.Units) > uint64(len(insns)) {
		return in, fmt.Errorf("instruction %#02x at %#x is truncated", op, addr)
	}
	u := insns[addr : addr+in.Units]
	hi := uint32(w >> 8)
	lo32 := func(i int) uint32 { return uint32(u[i]) | uint32(u[i+1])<<16 }
	switch in.Fmt {
	case Fmt10x:
	case Fmt12x:
		in.A, in.B = hi&0xf, hi>>4
	case Fmt11n:
		in.A = hi & 0xf
		in.Lit = int64(int8(byte(hi)) >> 4)
	case Fmt11x:
		in.A = hi
	case Fmt10t:
		in.Lit = int64(int8(byte(hi)))
	case Fmt20t:
		in.Lit = int64(int16(u[1]))
	case Fmt22x:
		in.A, in.B = hi, uint32(u[1])
	case Fmt21t, Fmt21s:
		in.A, in.Lit = hi, int64(int16(u[1]))
	case Fmt21h:
		in.A = hi
		if op == OpConstHigh16 {
			in.Lit = int64(int32(uint32(u[1]) << 16))
		} else {
			in.Lit = int64(uint64(u[1]) << 48)
		}
	case Fmt21c:
		in.A, in.Index = hi, uint32(u[1])
	case Fmt23x:
		in.A, in.B, in.C = hi, uint32(u[1]&0xff), uint32(u[1]>>8)
	case Fmt22b:
		in.A, in.B = hi, uint32(u[1]&0xff)
		in.Lit = int64(int8(byte(u[1] >> 8)))
	case Fmt22t, Fmt22s:
		in.A, in.B = hi&0xf, hi>>4
		in.Lit = int64(int16(u[1]))
	case Fmt22c:
		in.A, in.B, in.Index = hi&0xf, hi>>4, uint32(u[1])
	case Fmt30t:
		in.Lit = int64(int32(lo32(1)))
	case Fmt32x:
		in.A, in.B = uint32(u[1]), uint32(u[2])
	case Fmt31i, Fmt31t:
		in.A, in.Lit = hi, int64(int32(lo32(1)))
	case Fmt31c:
		in.A, in.Index = hi, lo32(1)
	case Fmt35c, Fmt45cc:
		n := hi >> 4
		if n > 5 {
			return in, fmt.Errorf("invoke at %#x passes %d registers (max 5)", addr, n)
		}
		in.Index = uint32(u[1])
		regs := [5]uint16{u[2] & 0xf, u[2] >> 4 & 0xf, u[2] >> 8 & 0xf, u[2] >> 12, uint16(hi & 0xf)}
		in.Args = append([]uint16(nil), regs[:n]...)
		if in.Fmt == Fmt45cc {
			in.Proto = uint32(u[3])
		}
	case Fmt3rc, Fmt4rcc:
		n, first := hi, uint32(u[2])
		if first+n > 0x10000 {
			return in, fmt.Errorf("register range at %#x runs past v65535", addr)
		}
		in.Index = uint32(u[1])
		in.Args = make([]uint16, n)
		for k := range in.Args {
			in.Args[k] = uint16(first + uint32(k))
		}
		if in.Fmt == Fmt4rcc {
			in.Proto = uint32(u[3])
		}
	case Fmt51l:
		in.A = hi
		in.Lit = int64(uint64(lo32(1)) | uint64(lo32(3))<<32)
	}
	return in, nil
}

// maxPayloadUnits bounds one payload; a switch or array cannot exceed the
// method anyway, this only guards arithmetic.
const maxPayloadUnits = 1 << 22

func decodePayload(insns []uint16, addr uint32, ident uint16) (Insn, error) {
	in := Insn{Op: OpNop, Fmt: FmtPayload, Addr: addr, Payload: &Payload{Ident: ident}}
	rest := insns[addr:]
	need := func(n uint64) error {
		if n > maxPayloadUnits || n > uint64(len(rest)) {
			return fmt.Errorf("payload %#04x at %#x is truncated (%d units needed)", ident, addr, n)
		}
		in.Units = uint32(n)
		return nil
	}
	if len(rest) < 2 {
		return in, fmt.Errorf("payload %#04x at %#x is truncated", ident, addr)
	}
	p := in.Payload
	i32 := func(i int) int32 { return int32(uint32(rest[i]) | uint32(rest[i+1])<<16) }
	switch ident {
	case 0x0100:
		n := uint64(rest[1])
		if err := need(4 + 2*n); err != nil {
			return in, err
		}
		first := i32(2)
		for k := 0; k < int(n); k++ {
			p.Keys = append(p.Keys, first+int32(k))
			p.Targets = append(p.Targets, i32(4+2*k))
		}
	case 0x0200:
		n := uint64(rest[1])
		if err := need(2 + 4*n); err != nil {
			return in, err
		}
		for k := 0; k < int(n); k++ {
			p.Keys = append(p.Keys, i32(2+2*k))
			p.Targets = append(p.Targets, i32(2+2*int(n)+2*k))
		}
	case 0x0300:
		if len(rest) < 4 {
			return in, fmt.Errorf("array payload at %#x is truncated", addr)
		}
		p.Width = rest[1]
		n := uint64(uint32(rest[2]) | uint32(rest[3])<<16)
		bytes := n * uint64(p.Width)
		if err := need(4 + (bytes+1)/2); err != nil {
			return in, err
		}
		p.Data = make([]byte, bytes)
		for k := range p.Data {
			w := rest[4+k/2]
			p.Data[k] = byte(w >> (8 * (k % 2)))
		}
	default:
		return in, fmt.Errorf("unknown payload %#04x at %#x", ident, addr)
	}
	return in, nil
}

// Walk decodes every instruction of insns in address order, payloads
// included, and calls fn for each. It stops at the first error or when fn
// returns false. fn must not keep the *Insn it is given (copy it): the
// next instruction is decoded into the same place, so that a walk
// allocates one instruction, not one per instruction.
func Walk(insns []uint16, fn func(*Insn) bool) error {
	var in Insn
	for addr := uint32(0); addr < uint32(len(insns)); {
		var err error
		in, err = Decode(insns, addr)
		if err != nil {
			return err
		}
		if !fn(&in) {
			return nil
		}
		addr += in.Units
	}
	return nil
}

// ScanInvokes calls fn for every invoke-kind instruction of insns (the
// ones IsInvoke reports) with its address, opcode and method index. It
// checks instruction boundaries as Walk does and returns the same errors,
// but decodes nothing else and allocates nothing: it is how a whole
// program's call sites are indexed.
func ScanInvokes(insns []uint16, fn func(addr uint32, op byte, index uint32)) error {
	_, err := scanIndexed(insns, &invokeOps, fn)
	return err
}

// ScanInvokesNoting is ScanInvokes that also reports whether any
// instruction of insns (of those before an error) is a field write: the
// load's call scan notes it for Method.NoteNoFieldWrites at no extra
// cost, and the searches for a field's writers then pass over the
// methods that have none without reading their code again.
func ScanInvokesNoting(insns []uint16, fn func(addr uint32, op byte, index uint32)) (writes bool, err error) {
	return scanIndexed(insns, &invokeOps, fn)
}

// ScanFieldWrites calls fn for every iput-kind and sput-kind instruction
// of insns with its address, opcode and field index, as cheaply as
// ScanInvokes.
func ScanFieldWrites(insns []uint16, fn func(addr uint32, op byte, index uint32)) error {
	_, err := scanIndexed(insns, &fieldWriteOps, fn)
	return err
}

// ScanStaticReads calls fn for every sget-kind instruction of insns with
// its address, opcode and field index, as cheaply as ScanInvokes.
func ScanStaticReads(insns []uint16, fn func(addr uint32, op byte, index uint32)) error {
	_, err := scanIndexed(insns, &staticReadOps, fn)
	return err
}

// ScanFieldReads calls fn for every iget- and sget-kind instruction of
// insns with its address, opcode and field index.
func ScanFieldReads(insns []uint16, fn func(addr uint32, op byte, index uint32)) error {
	_, err := scanIndexed(insns, &fieldReadOps, fn)
	return err
}

// ScanInvokeCustom calls fn for every invoke-custom instruction of insns
// with its address, opcode and call site index.
func ScanInvokeCustom(insns []uint16, fn func(addr uint32, op byte, index uint32)) error {
	_, err := scanIndexed(insns, &invokeCustomOps, fn)
	return err
}

// opSet is a set of opcodes, looked up with no call per instruction.
type opSet [256]bool

func opsWhere(in func(op byte) bool) (s opSet) {
	for op := range s {
		s[op] = in(byte(op))
	}
	return s
}

// The opcodes the scans below report.
var (
	invokeOps = opsWhere(func(op byte) bool {
		return (op >= 0x6e && op <= 0x72) || (op >= 0x74 && op <= 0x78) || op == OpInvokePoly || op == OpInvokePolyR
	})
	fieldWriteOps = opsWhere(func(op byte) bool {
		return op >= OpIput && op <= OpIputShort || op >= OpSput && op <= OpSputShort
	})
	fieldReadOps = opsWhere(func(op byte) bool {
		return op >= OpIget && op <= OpIgetShort || op >= OpSget && op <= OpSgetShort
	})
	staticReadOps   = opsWhere(func(op byte) bool { return op >= OpSget && op <= OpSgetShort })
	invokeCustomOps = opsWhere(func(op byte) bool { return op == OpInvokeCustom || op == OpInvokeCustomR })
)

// scanSteps holds, per opcode, the instruction's size in code units, or
// scanSlow for what needs more than its size: unused opcodes, nop (a
// payload's ident), and the invoke and filled-new-array forms whose
// register counts are checked. One table load and one test per
// instruction, where the format and then its size were two dependent
// loads and a switch: the scans read every instruction of the program.
// scanWrite marks the field writes (iput and sput kinds), which a scan
// notes at no extra cost (ScanInvokesNoting).
var scanSteps [256]uint8

// This init follows the one that fills formats (inits run in the order
// they appear in the file, after every package-level variable).
func init() {
	for op := range scanSteps {
		switch f := formats[op]; {
		case f == FmtInvalid, op == OpNop, f == Fmt35c, f == Fmt45cc, f == Fmt3rc, f == Fmt4rcc:
			scanSteps[op] = scanSlow
		default:
			scanSteps[op] = uint8(formatUnits[f])
			if fieldWriteOps[op] {
				scanSteps[op] |= scanWrite
			}
		}
	}
}

const (
	scanSlow  = 0
	scanUnits = 0x0f // the size bits of a scanSteps entry
	scanWrite = 0x80
)

// scanIndexed walks instruction boundaries and calls fn for the
// instructions in want, with the index in their second code unit. It
// reports whether any instruction it passed (up to an error) is a field
// write.
func scanIndexed(insns []uint16, want *opSet, fn func(addr uint32, op byte, index uint32)) (writes bool, err error) {
	var seen uint8
	for addr := uint32(0); addr < uint32(len(insns)); {
		w := insns[addr]
		op := byte(w)
		step := scanSteps[op]
		units := uint32(step & scanUnits)
		if units == scanSlow {
			if op == OpNop && w != 0 {
				n, err := payloadUnits(insns, addr, w)
				if err != nil {
					return seen&scanWrite != 0, err
				}
				addr += n
				continue
			}
			f := formats[op]
			if f == FmtInvalid {
				return seen&scanWrite != 0, fmt.Errorf("unused opcode %#02x at %#x", op, addr)
			}
			units = formatUnits[f]
			if uint64(addr)+uint64(units) > uint64(len(insns)) {
				return seen&scanWrite != 0, fmt.Errorf("instruction %#02x at %#x is truncated", op, addr)
			}
			hi := uint32(w >> 8)
			switch f {
			case Fmt35c, Fmt45cc:
				if hi>>4 > 5 {
					return seen&scanWrite != 0, fmt.Errorf("invoke at %#x passes %d registers (max 5)", addr, hi>>4)
				}
			case Fmt3rc, Fmt4rcc:
				if uint32(insns[addr+2])+hi > 0x10000 {
					return seen&scanWrite != 0, fmt.Errorf("register range at %#x runs past v65535", addr)
				}
			}
		} else if uint64(addr)+uint64(units) > uint64(len(insns)) {
			return seen&scanWrite != 0, fmt.Errorf("instruction %#02x at %#x is truncated", op, addr)
		}
		seen |= step
		if want[op] {
			fn(addr, op, uint32(insns[addr+1]))
		}
		addr += units
	}
	return seen&scanWrite != 0, nil
}

// payloadUnits is the size of the payload at addr, with decodePayload's
// checks.
func payloadUnits(insns []uint16, addr uint32, ident uint16) (uint32, error) {
	rest := insns[addr:]
	if len(rest) < 2 {
		return 0, fmt.Errorf("payload %#04x at %#x is truncated", ident, addr)
	}
	var n uint64
	switch ident {
	case 0x0100:
		n = 4 + 2*uint64(rest[1])
	case 0x0200:
		n = 2 + 4*uint64(rest[1])
	case 0x0300:
		if len(rest) < 4 {
			return 0, fmt.Errorf("array payload at %#x is truncated", addr)
		}
		count := uint64(uint32(rest[2]) | uint32(rest[3])<<16)
		n = 4 + (count*uint64(rest[1])+1)/2
	default:
		return 0, fmt.Errorf("unknown payload %#04x at %#x", ident, addr)
	}
	if n > maxPayloadUnits || n > uint64(len(rest)) {
		return 0, fmt.Errorf("payload %#04x at %#x is truncated (%d units needed)", ident, addr, n)
	}
	return uint32(n), nil
}

// WritesReg reports whether the instruction may set register r.
func (in *Insn) WritesReg(r uint32) bool {
	op := in.Op
	switch {
	case in.IsInvoke(), op >= OpIput && op <= OpSputShort && !(op >= OpSget && op <= OpSgetShort),
		op >= OpAput && op <= OpAputShort, op >= OpIfEq && op <= OpIfLez,
		op >= OpGoto && op <= OpSparseSwitch, op >= OpReturnVoid && op <= OpReturnObject,
		op == OpThrow, op == 0x1d, op == 0x1e, op == OpFillArrayData, op == OpNop, in.Fmt == FmtPayload,
		op == OpFilledNewArray, op == OpFilledNewArrayR, op == OpInvokeCustom, op == OpInvokeCustomR:
		return false
	}
	return in.A == r || in.A+1 == r && writesWide(op)
}

// writesWide reports whether an instruction sets a register pair.
func writesWide(op byte) bool {
	switch {
	case op >= 0x04 && op <= 0x06, op == OpMoveResultWide, op >= OpConstWide16 && op <= OpConstWideHigh16,
		op == 0x45, op == 0x53, op == 0x61, op == 0x7d, op == 0x7e, op == 0x80, op == 0x81, op == 0x83, op == 0x86,
		op == 0x88, op == 0x89, op == 0x8b,
		op >= 0x9b && op <= 0xa5, // add-long … ushr-long (the shifts' results are long too)
		op >= 0xab && op <= 0xaf,
		op >= 0xbb && op <= 0xc5, // add-long/2addr … ushr-long/2addr
		op >= 0xcb && op <= 0xcf:
		return true
	}
	return false
}
