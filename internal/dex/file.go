package dex

import (
	"encoding/binary"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf16"
	"unsafe"
)

// NoIndex is the dex NO_INDEX value (0xffffffff) used for absent ids.
const NoIndex = 0xffffffff

const headerSize = 0x70

// Error is a malformed-input error: the dex file's name and what is wrong.
type Error struct {
	File string
	Msg  string
}

func (e *Error) Error() string { return e.File + ": malformed dex: " + e.Msg }

// File is one parsed dex file. Tables are decoded on demand; accessors
// return an error for out-of-range indexes.
type File struct {
	Name    string // entry name, e.g. "classes2.dex"
	Version int    // 35, 37, 38, 39, ...
	data    []byte

	stringIDs, typeIDs, protoIDs, fieldIDs, methodIDs, classDefs section

	// From the map list, read on the first call site asked for.
	mapRead                  bool
	callSites, methodHandles section

	// Decoded ids, filled on first use. Strings point into data (see
	// String); method and field refs are a table each, indexed by id
	// (refTable); classes, members and the slices they hold are carved
	// from slabs, not allocated one by one (a large app has tens of
	// thousands of each).
	strSpans   []strSpan         // where each decoded ASCII string lies in data
	strWide    map[uint32]string // decoded strings with non-ASCII characters
	methods    refTable[MethodRef]
	fields     refTable[FieldRef]
	protoCache []protoItem // shared by the methods of one proto
	memberSlab []Method
	classSlab  []Class
	stringSlab []string  // parameter and interface lists
	fieldDefs  []Field   // classes' field lists
	memberPtrs []*Method // classes' method lists

	// fieldOwner, when set (SetFieldOwner), names the class that declares
	// a field a reference names through another class.
	fieldOwner func(class, name, typ string) string
}

// SetFieldOwner makes Field name each field by the class declaring it:
// javac qualifies an inherited field by the class it is read through
// (`args` in a subclass's constructor is Sub.args, `Sub.CONST` names a
// superclass's constant), and the runtime resolves that reference to the
// declaring class's field, so one field has several references. owner
// returns the declaring class for (class, name, type), or class when it
// cannot tell. References decoded before the call keep their class: set
// it once the classes are known, before reading code.
func (f *File) SetFieldOwner(owner func(class, name, typ string) string) { f.fieldOwner = owner }

// strSpan caches a decoded string as its place in data, not as a string
// header: no pointers, so the collector never scans the table (a large app
// has over 50,000 strings, each a pointer into data to follow on every
// cycle). n is the length plus one; 0 means not decoded yet, wideString a
// string kept in strWide.
type strSpan struct{ at, n uint32 }

const wideString = ^uint32(0)

// slabSize is how many refs or members one slab allocation holds.
const slabSize = 256

type protoItem struct {
	params []string
	ret    string
	ok     bool
}

// refTable holds the refs of one id table, indexed by id, in pages of
// refPage refs allocated at the first lookup of an id in them, with a bit
// per id for those resolved. An audit resolves every method id and nearly
// every field id, so a ref costs its size and no pointer of its own (where
// a pointer per id and slabs of refs cost 8 bytes more each), while ids a
// dex declares and never uses cost nothing but their page's pointer.
type refTable[T any] struct {
	pages []*[refPage]T
	done  []uint64
}

// refPage is how many refs a page of a refTable holds.
const refPage = 256

// slot returns the place of ref i of a table of n, and whether it has
// been resolved (resolve says it is).
func (t *refTable[T]) slot(i, n uint32) (r *T, resolved bool) {
	if t.pages == nil {
		t.pages = make([]*[refPage]T, (n+refPage-1)/refPage)
		t.done = make([]uint64, (n+63)/64)
	}
	p := t.pages[i/refPage]
	if p == nil {
		p = new([refPage]T)
		t.pages[i/refPage] = p
	}
	return &p[i%refPage], t.done[i/64]&(1<<(i%64)) != 0
}

func (t *refTable[T]) resolve(i uint32) { t.done[i/64] |= 1 << (i % 64) }

// carve returns n elements of *slab, a new slab of at least chunk
// elements when it has fewer left. The result's capacity is n, so that an
// append cannot run into the next carving.
func carve[T any](slab *[]T, n, chunk int) []T {
	if n == 0 {
		return nil
	}
	if len(*slab) < n {
		*slab = make([]T, max(n, chunk))
	}
	out := (*slab)[:n:n]
	*slab = (*slab)[n:]
	return out
}

// section is an id table: its offset and item count.
type section struct{ off, n uint32 }

// FieldRef is a resolved field_id_item.
type FieldRef struct {
	Class, Name, Type string // descriptors
}

// String renders "Lpkg/C;->name:T".
func (f FieldRef) String() string { return f.Class + "->" + f.Name + ":" + f.Type }

// MethodRef is a resolved method_id_item.
type MethodRef struct {
	Class  string   // declaring class descriptor
	Name   string   // method name
	Params []string // parameter type descriptors
	Return string   // return type descriptor

	// nameProto is NameProto's result, once asked for: a pointer, not a
	// string, since few refs are asked (about 1% of an audit's method
	// ids) and every ref of a dex is in its table.
	nameProto *string
}

// Proto renders "(Ljava/lang/String;I)V".
func (m *MethodRef) Proto() string {
	var b strings.Builder
	b.WriteByte('(')
	for _, p := range m.Params {
		b.WriteString(p)
	}
	b.WriteByte(')')
	b.WriteString(m.Return)
	return b.String()
}

// NameProto renders "name(params)ret": the part that overriding matches.
func (m *MethodRef) NameProto() string {
	if m.nameProto == nil {
		s := m.Name + m.Proto()
		m.nameProto = &s
	}
	return *m.nameProto
}

// String renders "Lpkg/C;->name(params)ret".
func (m *MethodRef) String() string { return m.Class + "->" + m.NameProto() }

// ArgWords is the number of argument registers, without the receiver.
func (m *MethodRef) ArgWords() int {
	n := 0
	for _, p := range m.Params {
		n += TypeWords(p)
	}
	return n
}

// TypeWords is the number of registers a value of the type occupies.
func TypeWords(desc string) int {
	if desc == "J" || desc == "D" {
		return 2
	}
	return 1
}

// Parse checks the header and id tables of a dex file. data is kept, not
// copied: the caller must not modify it while the File, or any string it
// returned, is in use (strings point into data; strings.Clone one that must
// outlive it).
func Parse(name string, data []byte) (*File, error) {
	f := &File{Name: name, data: data}
	if err := f.parseHeader(); err != nil {
		return nil, err
	}
	return f, nil
}

func (f *File) errf(format string, args ...any) error {
	return &Error{File: f.Name, Msg: fmt.Sprintf(format, args...)}
}

func (f *File) parseHeader() error {
	d := f.data
	if len(d) < headerSize {
		return f.errf("file is %d bytes, shorter than the %d-byte header", len(d), headerSize)
	}
	if string(d[:4]) != "dex\n" || d[7] != 0 {
		return f.errf("bad magic %q", d[:8])
	}
	v, err := strconv.Atoi(string(d[4:7]))
	if err != nil {
		return f.errf("bad version %q", d[4:7])
	}
	f.Version = v
	if tag := binary.LittleEndian.Uint32(d[0x28:]); tag != 0x12345678 {
		return f.errf("unsupported endian tag %#x", tag)
	}
	if hs := binary.LittleEndian.Uint32(d[0x24:]); hs < headerSize {
		return f.errf("header size %d is too small", hs)
	}
	// Dex 41 container files hold several dex sections; the declared file
	// size covers one of them. Accept anything that fits in the data.
	if fs := binary.LittleEndian.Uint32(d[0x20:]); uint64(fs) > uint64(len(d)) {
		return f.errf("header file_size %d exceeds the %d bytes present", fs, len(d))
	}
	tables := []struct {
		name string
		at   int
		size uint32
		dst  *section
	}{
		{"string_ids", 0x38, 4, &f.stringIDs},
		{"type_ids", 0x40, 4, &f.typeIDs},
		{"proto_ids", 0x48, 12, &f.protoIDs},
		{"field_ids", 0x50, 8, &f.fieldIDs},
		{"method_ids", 0x58, 8, &f.methodIDs},
		{"class_defs", 0x60, 32, &f.classDefs},
	}
	for _, t := range tables {
		n := binary.LittleEndian.Uint32(d[t.at:])
		off := binary.LittleEndian.Uint32(d[t.at+4:])
		if n == 0 {
			*t.dst = section{}
			continue
		}
		if !f.fits(off, uint64(n)*uint64(t.size)) {
			return f.errf("%s table (%d items at %#x) runs past the end of the file", t.name, n, off)
		}
		*t.dst = section{off: off, n: n}
	}
	if f.typeIDs.n > 0xffff+1 || f.protoIDs.n > 0xffff+1 {
		return f.errf("type_ids or proto_ids count exceeds 65536")
	}
	f.strSpans = make([]strSpan, f.stringIDs.n)
	f.protoCache = make([]protoItem, f.protoIDs.n)
	return nil
}

// fits reports whether [off, off+size) lies inside the file.
func (f *File) fits(off uint32, size uint64) bool {
	return uint64(off)+size <= uint64(len(f.data))
}

// littleEndian reports whether the host stores uint16 as dex does.
var littleEndian = binary.NativeEndian.Uint16([]byte{1, 0}) == 1

// units returns n 16-bit code units at off, which the caller has checked
// lie in the file. On little-endian hosts with the (normally 4-byte
// aligned) code item at an even address it aliases the file's bytes
// instead of copying them: a program's code is read, never written.
func (f *File) units(off, n uint32) []uint16 {
	if n == 0 {
		return nil
	}
	b := f.data[off : off+2*n]
	if littleEndian && uintptr(unsafe.Pointer(&b[0]))%2 == 0 {
		return unsafe.Slice((*uint16)(unsafe.Pointer(&b[0])), n)
	}
	out := make([]uint16, n)
	for k := range out {
		out[k] = binary.LittleEndian.Uint16(b[2*k:])
	}
	return out
}

func (f *File) u16(off uint32) uint16 { return binary.LittleEndian.Uint16(f.data[off:]) }
func (f *File) u32(off uint32) uint32 { return binary.LittleEndian.Uint32(f.data[off:]) }

// NumStrings, NumTypes, NumMethods, NumFields and NumClasses are table sizes.
func (f *File) NumStrings() int { return int(f.stringIDs.n) }

// NumTypes is the size of the type_ids table.
func (f *File) NumTypes() int { return int(f.typeIDs.n) }

// NumMethods is the size of the method_ids table.
func (f *File) NumMethods() int { return int(f.methodIDs.n) }

// NumFields is the size of the field_ids table.
func (f *File) NumFields() int { return int(f.fieldIDs.n) }

// NumClasses is the number of class definitions.
func (f *File) NumClasses() int { return int(f.classDefs.n) }

// maxStringUnits bounds one string's decoded length.
const maxStringUnits = 1 << 20

// String returns string_ids[i], decoded from MUTF-8.
func (f *File) String(i uint32) (string, error) {
	if i >= f.stringIDs.n {
		return "", f.errf("string index %d out of range (%d strings)", i, f.stringIDs.n)
	}
	switch sp := f.strSpans[i]; sp.n {
	case 0:
	case 1:
		return "", nil
	case wideString:
		return f.strWide[i], nil
	default:
		return unsafe.String(&f.data[sp.at], sp.n-1), nil
	}
	off := f.u32(f.stringIDs.off + 4*i)
	if uint64(off) >= uint64(len(f.data)) {
		return "", f.errf("string %d data offset %#x is outside the file", i, off)
	}
	r := reader{f: f, off: off}
	n, err := r.uleb()
	if err != nil {
		return "", f.errf("string %d: %v", i, err)
	}
	if n > maxStringUnits {
		return "", f.errf("string %d claims %d UTF-16 units", i, n)
	}
	s, err := decodeMUTF8(f.data[r.off:], int(n))
	if err != nil {
		return "", f.errf("string %d: %v", i, err)
	}
	switch {
	case len(s) > 0 && unsafe.StringData(s) == &f.data[r.off]:
		f.strSpans[i] = strSpan{at: r.off, n: uint32(len(s)) + 1}
	case len(s) == 0:
		f.strSpans[i] = strSpan{n: 1}
	default:
		if f.strWide == nil {
			f.strWide = map[uint32]string{}
		}
		f.strWide[i] = s
		f.strSpans[i].n = wideString
	}
	return s, nil
}

// decodeMUTF8 decodes a NUL-terminated MUTF-8 string of units UTF-16 code
// units. ASCII strings, the common case, point into b: a dex file's tens of
// thousands of descriptors and names cost no copy and no allocation.
func decodeMUTF8(b []byte, units int) (string, error) {
	ascii := true
	end := -1
	for i, c := range b {
		if c == 0 {
			end = i
			break
		}
		if c >= 0x80 {
			ascii = false
		}
	}
	if end < 0 {
		return "", errors.New("string is not NUL-terminated")
	}
	b = b[:end]
	if ascii {
		if len(b) != units {
			return "", fmt.Errorf("string length %d does not match its declared %d units", len(b), units)
		}
		if len(b) == 0 {
			return "", nil
		}
		return unsafe.String(&b[0], len(b)), nil
	}
	u := make([]uint16, 0, units)
	for i := 0; i < len(b); {
		c := b[i]
		switch {
		case c < 0x80:
			u = append(u, uint16(c))
			i++
		case c&0xe0 == 0xc0 && i+1 < len(b):
			u = append(u, uint16(c&0x1f)<<6|uint16(b[i+1]&0x3f))
			i += 2
		case c&0xf0 == 0xe0 && i+2 < len(b):
			u = append(u, uint16(c&0x0f)<<12|uint16(b[i+1]&0x3f)<<6|uint16(b[i+2]&0x3f))
			i += 3
		default:
			return "", fmt.Errorf("bad MUTF-8 byte %#x", c)
		}
	}
	if len(u) != units {
		return "", fmt.Errorf("string length %d does not match its declared %d units", len(u), units)
	}
	return string(utf16.Decode(u)), nil
}

// Type returns the descriptor of type_ids[i].
func (f *File) Type(i uint32) (string, error) {
	if i >= f.typeIDs.n {
		return "", f.errf("type index %d out of range (%d types)", i, f.typeIDs.n)
	}
	return f.String(f.u32(f.typeIDs.off + 4*i))
}

// Field returns field_ids[i].
func (f *File) Field(i uint32) (*FieldRef, error) {
	if i >= f.fieldIDs.n {
		return nil, f.errf("field index %d out of range (%d fields)", i, f.fieldIDs.n)
	}
	r, ok := f.fields.slot(i, f.fieldIDs.n)
	if ok {
		return r, nil
	}
	at := f.fieldIDs.off + 8*i
	cls, err := f.Type(uint32(f.u16(at)))
	if err != nil {
		return nil, err
	}
	typ, err := f.Type(uint32(f.u16(at + 2)))
	if err != nil {
		return nil, err
	}
	name, err := f.String(f.u32(at + 4))
	if err != nil {
		return nil, err
	}
	if f.fieldOwner != nil {
		cls = f.fieldOwner(cls, name, typ)
	}
	*r = FieldRef{Class: cls, Name: name, Type: typ}
	f.fields.resolve(i)
	return r, nil
}

// maxParams bounds a proto's parameter list (the VM allows 255 words).
const maxParams = 255

// Proto returns proto_ids[i] as parameter and return descriptors. The
// parameter slice is shared: callers must not modify it.
func (f *File) Proto(i uint32) (params []string, ret string, err error) {
	if i >= f.protoIDs.n {
		return nil, "", f.errf("proto index %d out of range (%d protos)", i, f.protoIDs.n)
	}
	if p := &f.protoCache[i]; p.ok {
		return p.params, p.ret, nil
	}
	params, ret, err = f.proto(i)
	if err == nil {
		f.protoCache[i] = protoItem{params, ret, true}
	}
	return params, ret, err
}

func (f *File) proto(i uint32) (params []string, ret string, err error) {
	at := f.protoIDs.off + 12*i
	ret, err = f.Type(f.u32(at + 4))
	if err != nil {
		return nil, "", err
	}
	poff := f.u32(at + 8)
	if poff == 0 {
		return nil, ret, nil
	}
	if !f.fits(poff, 4) {
		return nil, "", f.errf("proto %d parameter list offset %#x is outside the file", i, poff)
	}
	n := f.u32(poff)
	if n > maxParams || !f.fits(poff+4, uint64(n)*2) {
		return nil, "", f.errf("proto %d parameter list (%d items) is malformed", i, n)
	}
	params = carve(&f.stringSlab, int(n), 4*slabSize)
	for k := range params {
		if params[k], err = f.Type(uint32(f.u16(poff + 4 + 2*uint32(k)))); err != nil {
			return nil, "", err
		}
	}
	return params, ret, nil
}

// Method returns method_ids[i].
func (f *File) Method(i uint32) (*MethodRef, error) {
	if i >= f.methodIDs.n {
		return nil, f.errf("method index %d out of range (%d methods)", i, f.methodIDs.n)
	}
	r, ok := f.methods.slot(i, f.methodIDs.n)
	if ok {
		return r, nil
	}
	at := f.methodIDs.off + 8*i
	cls, err := f.Type(uint32(f.u16(at)))
	if err != nil {
		return nil, err
	}
	params, ret, err := f.Proto(uint32(f.u16(at + 2)))
	if err != nil {
		return nil, err
	}
	name, err := f.String(f.u32(at + 4))
	if err != nil {
		return nil, err
	}
	*r = MethodRef{Class: cls, Name: name, Params: params, Return: ret}
	f.methods.resolve(i)
	return r, nil
}

// reader reads LEB128 and fixed-size values with bounds checks.
type reader struct {
	f   *File
	off uint32
}

func (r *reader) byte() (byte, error) {
	if uint64(r.off) >= uint64(len(r.f.data)) {
		return 0, fmt.Errorf("read past the end of the file at %#x", r.off)
	}
	b := r.f.data[r.off]
	r.off++
	return b, nil
}

func (r *reader) uleb() (uint32, error) {
	if d := r.f.data; uint64(r.off)+5 <= uint64(len(d)) {
		// All five bytes a uleb128 may take are in the file: no bounds
		// check per byte (class data is mostly these).
		b := d[r.off : r.off+5]
		var v uint32
		for i, c := range b {
			v |= uint32(c&0x7f) << (7 * i)
			if c&0x80 == 0 {
				r.off += uint32(i) + 1
				return v, nil
			}
		}
		r.off += 5
		return 0, fmt.Errorf("uleb128 longer than 5 bytes at %#x", r.off)
	}
	var v uint32
	for i := 0; i < 5; i++ {
		b, err := r.byte()
		if err != nil {
			return 0, err
		}
		v |= uint32(b&0x7f) << (7 * i)
		if b&0x80 == 0 {
			return v, nil
		}
	}
	return 0, fmt.Errorf("uleb128 longer than 5 bytes at %#x", r.off)
}

func (r *reader) sleb() (int32, error) {
	var v uint32
	var shift uint
	for i := 0; i < 5; i++ {
		b, err := r.byte()
		if err != nil {
			return 0, err
		}
		v |= uint32(b&0x7f) << shift
		shift += 7
		if b&0x80 == 0 {
			if shift < 32 && b&0x40 != 0 {
				v |= ^uint32(0) << shift
			}
			return int32(v), nil
		}
	}
	return 0, fmt.Errorf("sleb128 longer than 5 bytes at %#x", r.off)
}

// ulebp1 reads a uleb128p1: the value minus one, so NoIndex encodes as 0.
func (r *reader) ulebp1() (uint32, error) {
	v, err := r.uleb()
	return v - 1, err
}
