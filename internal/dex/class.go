package dex

// Access flags used by the analysis.
const (
	AccPublic     = 0x1
	AccPrivate    = 0x2
	AccStatic     = 0x8
	AccFinal      = 0x10
	AccNative     = 0x100
	AccInterface  = 0x200
	AccAbstract   = 0x400
	AccAnnotation = 0x2000
	AccBridge     = 0x40 // on a method (0x40 is volatile on a field)
	AccSynthetic  = 0x1000
	AccConstruct  = 0x10000
)

// Class is one class_def_item with its class data read.
type Class struct {
	File        *File
	Index       int    // position in class_defs
	Name        string // descriptor, "Lcom/example/Foo;"
	AccessFlags uint32
	Super       string // descriptor; "" for java.lang.Object
	Interfaces  []string
	SourceFile  string // recorded source file name, "" when absent
	// Synthesized is the name a mapping (scan --mapping) gives a class the
	// compiler made and then renamed ("Lcom/example/Foo$$ExternalSyntheticOutline0;"
	// for "La/b;"), so it is recognised by what it is; "" otherwise.
	Synthesized                  string
	StaticFields, InstanceFields []Field
	Direct, Virtual              []*Method

	methods []*Method // Direct then Virtual, which are its two parts

	staticValuesOff uint32
}

// Field is an encoded_field.
type Field struct {
	Ref         *FieldRef
	AccessFlags uint32
}

// Method is an encoded_method of a class.
type Method struct {
	Class *Class
	Index uint32 // method_ids index in Class.File
	// noFieldWrites is set by NoteNoFieldWrites (in the padding after
	// Index: the struct does not grow).
	noFieldWrites bool
	Ref           *MethodRef
	AccessFlags   uint32
	codeOff       uint32
}

// NoteNoFieldWrites records that a scan of m's code (ScanInvokesNoting,
// or a failed read of it) found no field write, so that MayWriteFields
// can tell the searches for a field's writers to pass m over.
func (m *Method) NoteNoFieldWrites() { m.noFieldWrites = true }

// MayWriteFields reports whether m's code may hold an iput- or sput-kind
// instruction a ScanFieldWrites of it (up to its first error) would
// report: true unless NoteNoFieldWrites said otherwise.
func (m *Method) MayWriteFields() bool { return !m.noFieldWrites }

// Static reports whether m is a static method.
func (m *Method) Static() bool { return m.AccessFlags&AccStatic != 0 }

// HasCode reports whether m has a code item (not abstract or native).
func (m *Method) HasCode() bool { return m.codeOff != 0 }

// String renders the method's full signature.
func (m *Method) String() string { return m.Ref.String() }

// maxInterfaces bounds a class's interface list.
const maxInterfaces = 1 << 16

// Class reads class_defs[i] and its class data.
func (f *File) Class(i int) (*Class, error) {
	if i < 0 || uint32(i) >= f.classDefs.n {
		return nil, f.errf("class index %d out of range", i)
	}
	at := f.classDefs.off + 32*uint32(i)
	c := &carve(&f.classSlab, 1, slabSize)[0]
	*c = Class{File: f, Index: i, AccessFlags: f.u32(at + 4)}
	var err error
	if c.Name, err = f.Type(f.u32(at)); err != nil {
		return nil, err
	}
	if s := f.u32(at + 8); s != NoIndex {
		if c.Super, err = f.Type(s); err != nil {
			return nil, err
		}
	}
	if ioff := f.u32(at + 12); ioff != 0 {
		if !f.fits(ioff, 4) {
			return nil, f.errf("class %s interface list offset %#x is outside the file", c.Name, ioff)
		}
		n := f.u32(ioff)
		if n > maxInterfaces || !f.fits(ioff+4, uint64(n)*2) {
			return nil, f.errf("class %s interface list (%d items) runs past the end", c.Name, n)
		}
		c.Interfaces = carve(&f.stringSlab, int(n), 4*slabSize)
		for k := range c.Interfaces {
			if c.Interfaces[k], err = f.Type(uint32(f.u16(ioff + 4 + 2*uint32(k)))); err != nil {
				return nil, err
			}
		}
	}
	if s := f.u32(at + 16); s != NoIndex {
		if c.SourceFile, err = f.String(s); err != nil {
			return nil, err
		}
	}
	c.staticValuesOff = f.u32(at + 28)
	if doff := f.u32(at + 24); doff != 0 {
		if err := f.readClassData(c, doff); err != nil {
			return nil, err
		}
	}
	return c, nil
}

func (f *File) readClassData(c *Class, off uint32) error {
	r := reader{f: f, off: off}
	var counts [4]uint32
	for k := range counts {
		v, err := r.uleb()
		if err != nil {
			return f.errf("class %s data: %v", c.Name, err)
		}
		counts[k] = v
	}
	// Each encoded member takes at least two bytes (three for methods), so
	// counts beyond the file's size are malformed, not just large.
	if uint64(counts[0])+uint64(counts[1])+uint64(counts[2])+uint64(counts[3]) > uint64(len(f.data)) {
		return f.errf("class %s data declares %v members, more than the file can hold", c.Name, counts)
	}
	readFields := func(n uint32) ([]Field, error) {
		out := carve(&f.fieldDefs, int(n), 4*slabSize)[:0]
		var idx uint32
		for k := uint32(0); k < n; k++ {
			diff, err := r.uleb()
			if err != nil {
				return nil, err
			}
			acc, err := r.uleb()
			if err != nil {
				return nil, err
			}
			idx += diff
			ref, err := f.Field(idx)
			if err != nil {
				return nil, err
			}
			out = append(out, Field{Ref: ref, AccessFlags: acc})
		}
		return out, nil
	}
	// Direct and Virtual are the two halves of one slice, so Methods needs
	// no allocation.
	all := carve(&f.memberPtrs, int(counts[2]+counts[3]), 4*slabSize)[:0]
	readMethods := func(n uint32) ([]*Method, error) {
		out := all[len(all):] // empty, with the rest of all as capacity
		var idx uint32
		for k := uint32(0); k < n; k++ {
			diff, err := r.uleb()
			if err != nil {
				return nil, err
			}
			acc, err := r.uleb()
			if err != nil {
				return nil, err
			}
			code, err := r.uleb()
			if err != nil {
				return nil, err
			}
			idx += diff
			ref, err := f.Method(idx)
			if err != nil {
				return nil, err
			}
			m := &carve(&f.memberSlab, 1, slabSize)[0]
			*m = Method{Class: c, Index: idx, Ref: ref, AccessFlags: acc, codeOff: code}
			out = append(out, m)
		}
		all = all[:len(all)+len(out)]
		return out, nil
	}
	var err error
	if c.StaticFields, err = readFields(counts[0]); err != nil {
		return f.errf("class %s static fields: %v", c.Name, err)
	}
	if c.InstanceFields, err = readFields(counts[1]); err != nil {
		return f.errf("class %s instance fields: %v", c.Name, err)
	}
	if c.Direct, err = readMethods(counts[2]); err != nil {
		return f.errf("class %s direct methods: %v", c.Name, err)
	}
	if c.Virtual, err = readMethods(counts[3]); err != nil {
		return f.errf("class %s virtual methods: %v", c.Name, err)
	}
	c.Direct = c.Direct[:len(c.Direct):len(c.Direct)] // appending must not overwrite Virtual
	c.methods = all
	return nil
}

// Methods returns the direct then the virtual methods. The slice is
// shared: callers must not modify it.
func (c *Class) Methods() []*Method {
	if c.methods == nil && len(c.Direct)+len(c.Virtual) > 0 {
		c.methods = append(append(make([]*Method, 0, len(c.Direct)+len(c.Virtual)), c.Direct...), c.Virtual...)
	}
	return c.methods
}

// Insns returns m's code units, checking the code item as Code does
// (the try table and its handlers included) but keeping nothing of it:
// what a scan of the instructions needs, with no allocation for the common
// method.
func (m *Method) Insns() ([]uint16, error) {
	var c Code
	if err := m.readCode(&c, false); err != nil {
		return nil, err
	}
	return c.Insns, nil
}

// Code is a method's code_item.
type Code struct {
	Registers, Ins, Outs uint16
	Insns                []uint16
	Tries                []Try
	debugOff             uint32
}

// Try is a try_item with its resolved handlers.
type Try struct {
	Start, End uint32 // code-unit addresses, End exclusive
	Handlers   []Handler
}

// Handler is one catch clause; Type is "" for catch-all.
type Handler struct {
	Type string
	Addr uint32
}

// maxInsns bounds a method's code (the format allows 2^32 units; real
// methods stay far below 2^20).
const (
	maxInsns    = 1 << 22
	maxHandlers = 1 << 16
)

// Code reads m's code item; nil, nil when m has none.
func (m *Method) Code() (*Code, error) {
	if m.codeOff == 0 {
		return nil, nil
	}
	c := &Code{}
	if err := m.readCode(c, true); err != nil {
		return nil, err
	}
	return c, nil
}

// readCode reads and checks m's code item into c (left empty when m has
// none). Without keep, the tries are checked but not kept.
func (m *Method) readCode(c *Code, keep bool) error {
	if m.codeOff == 0 {
		return nil
	}
	f := m.Class.File
	off := m.codeOff
	if !f.fits(off, 16) {
		return f.errf("%s: code item offset %#x is outside the file", m, off)
	}
	*c = Code{Registers: f.u16(off), Ins: f.u16(off + 2), Outs: f.u16(off + 4), debugOff: f.u32(off + 8)}
	tries := uint32(f.u16(off + 6))
	n := f.u32(off + 12)
	if n > maxInsns || !f.fits(off+16, uint64(n)*2) {
		return f.errf("%s: code item of %d units runs past the end of the file", m, n)
	}
	if c.Ins > c.Registers {
		return f.errf("%s: %d argument registers exceed the %d registers", m, c.Ins, c.Registers)
	}
	c.Insns = f.units(off+16, n)
	if tries == 0 {
		return nil
	}
	toff := off + 16 + 2*n
	if n%2 == 1 {
		toff += 2 // padding
	}
	if !f.fits(toff, uint64(tries)*8) {
		return f.errf("%s: try table runs past the end of the file", m)
	}
	hbase := toff + tries*8
	if keep {
		c.Tries = make([]Try, tries)
	}
	// Handler lists are shared between tries: each is read once. The
	// first try's list is remembered without a map, enough for most
	// methods.
	var cache map[uint32][]Handler
	firstOff, firstDone := uint32(0), false
	var first []Handler
	for k := uint32(0); k < tries; k++ {
		at := toff + 8*k
		start := f.u32(at)
		count := uint32(f.u16(at + 4))
		hoff := uint32(f.u16(at + 6))
		if uint64(start)+uint64(count) > uint64(n) {
			return f.errf("%s: try block %#x+%d is outside the code", m, start, count)
		}
		var hs []Handler
		switch {
		case firstDone && hoff == firstOff:
			hs = first
		default:
			var ok bool
			if hs, ok = cache[hoff]; !ok {
				var err error
				if hs, err = f.readHandlers(hbase+hoff, n, keep); err != nil {
					return f.errf("%s: catch handlers: %v", m, err)
				}
				if !firstDone {
					firstOff, firstDone, first = hoff, true, hs
				} else {
					if cache == nil {
						cache = map[uint32][]Handler{}
					}
					cache[hoff] = hs
				}
			}
		}
		if keep {
			c.Tries[k] = Try{Start: start, End: start + count, Handlers: hs}
		}
	}
	return nil
}

// readHandlers reads (keep) or only checks an encoded_catch_handler.
func (f *File) readHandlers(off, codeUnits uint32, keep bool) ([]Handler, error) {
	r := reader{f: f, off: off}
	size, err := r.sleb()
	if err != nil {
		return nil, err
	}
	catchAll := size <= 0
	if size < 0 {
		size = -size
	}
	if size > maxHandlers {
		return nil, errExtra("too many catch handlers")
	}
	var out []Handler
	for k := int32(0); k < size; k++ {
		ti, err := r.uleb()
		if err != nil {
			return nil, err
		}
		addr, err := r.uleb()
		if err != nil {
			return nil, err
		}
		typ, err := f.Type(ti)
		if err != nil {
			return nil, err
		}
		if addr >= codeUnits {
			return nil, errExtra("handler address outside the code")
		}
		if keep {
			out = append(out, Handler{Type: typ, Addr: addr})
		}
	}
	if catchAll {
		addr, err := r.uleb()
		if err != nil {
			return nil, err
		}
		if addr >= codeUnits {
			return nil, errExtra("catch-all address outside the code")
		}
		if keep {
			out = append(out, Handler{Addr: addr})
		}
	}
	return out, nil
}

type errExtra string

func (e errExtra) Error() string { return string(e) }
