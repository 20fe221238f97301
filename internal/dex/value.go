package dex

import "fmt"

// ValueKind is an encoded_value type.
type ValueKind byte

// Encoded value kinds.
const (
	ValByte         ValueKind = 0x00
	ValShort        ValueKind = 0x02
	ValChar         ValueKind = 0x03
	ValInt          ValueKind = 0x04
	ValLong         ValueKind = 0x06
	ValFloat        ValueKind = 0x10
	ValDouble       ValueKind = 0x11
	ValMethodType   ValueKind = 0x15
	ValMethodHandle ValueKind = 0x16
	ValString       ValueKind = 0x17
	ValType         ValueKind = 0x18
	ValField        ValueKind = 0x19
	ValMethod       ValueKind = 0x1a
	ValEnum         ValueKind = 0x1b
	ValArray        ValueKind = 0x1c
	ValAnnotation   ValueKind = 0x1d
	ValNull         ValueKind = 0x1e
	ValBoolean      ValueKind = 0x1f
)

// Value is a decoded encoded_value. Int holds integral kinds and booleans
// (sign-extended), the raw bits of floats and doubles, and the index of
// index kinds; Str holds a string or type descriptor.
type Value struct {
	Kind ValueKind
	Int  int64
	Str  string
}

// IsIntegral reports whether v is an integer, char or boolean constant.
func (v Value) IsIntegral() bool {
	switch v.Kind {
	case ValByte, ValShort, ValChar, ValInt, ValLong, ValBoolean:
		return true
	}
	return false
}

// maxValueDepth bounds nesting of arrays and annotations; maxArray bounds
// one array's element count.
const (
	maxValueDepth = 16
	maxArray      = 1 << 20
)

// StaticValues returns the initial values of c's static fields, aligned with
// c.StaticFields. Fields past the encoded array keep their zero value, as
// the VM gives them; nested arrays and annotations are skipped.
func (c *Class) StaticValues() ([]Value, error) {
	out := make([]Value, len(c.StaticFields))
	for i, fd := range c.StaticFields {
		out[i] = zeroValue(fd.Ref.Type)
	}
	if c.staticValuesOff == 0 {
		return out, nil
	}
	f := c.File
	r := reader{f: f, off: c.staticValuesOff}
	n, err := r.uleb()
	if err != nil {
		return nil, f.errf("class %s static values: %v", c.Name, err)
	}
	if uint64(n) > uint64(len(f.data)) {
		return nil, f.errf("class %s static values: %d items cannot fit", c.Name, n)
	}
	for k := uint32(0); k < n; k++ {
		v, err := r.value(0)
		if err != nil {
			return nil, f.errf("class %s static value %d: %v", c.Name, k, err)
		}
		if int(k) < len(out) {
			out[k] = v
		}
	}
	return out, nil
}

func zeroValue(typ string) Value {
	switch typ {
	case "Z":
		return Value{Kind: ValBoolean}
	case "B":
		return Value{Kind: ValByte}
	case "S":
		return Value{Kind: ValShort}
	case "C":
		return Value{Kind: ValChar}
	case "I":
		return Value{Kind: ValInt}
	case "J":
		return Value{Kind: ValLong}
	case "F":
		return Value{Kind: ValFloat}
	case "D":
		return Value{Kind: ValDouble}
	}
	return Value{Kind: ValNull}
}

func (r *reader) value(depth int) (Value, error) {
	if depth > maxValueDepth {
		return Value{}, fmt.Errorf("encoded values nested deeper than %d", maxValueDepth)
	}
	h, err := r.byte()
	if err != nil {
		return Value{}, err
	}
	kind, arg := ValueKind(h&0x1f), int(h>>5)
	v := Value{Kind: kind}
	switch kind {
	case ValByte, ValShort, ValInt, ValLong:
		v.Int, err = r.fixed(arg+1, true)
	case ValChar:
		v.Int, err = r.fixed(arg+1, false)
	case ValFloat, ValDouble:
		width := 4
		if kind == ValDouble {
			width = 8
		}
		var raw int64
		raw, err = r.fixed(arg+1, false)
		if arg+1 > width {
			return v, fmt.Errorf("floating value of %d bytes", arg+1)
		}
		v.Int = raw << (8 * (width - arg - 1)) // right-zero-extended
	case ValMethodType, ValMethodHandle, ValField, ValMethod, ValEnum:
		v.Int, err = r.fixed(arg+1, false)
	case ValString:
		v.Int, err = r.fixed(arg+1, false)
		if err == nil {
			v.Str, err = r.f.String(uint32(v.Int))
		}
	case ValType:
		v.Int, err = r.fixed(arg+1, false)
		if err == nil {
			v.Str, err = r.f.Type(uint32(v.Int))
		}
	case ValArray:
		err = r.skipArray(depth)
	case ValAnnotation:
		err = r.skipAnnotation(depth)
	case ValNull:
	case ValBoolean:
		v.Int = int64(arg & 1)
	default:
		return v, fmt.Errorf("unknown encoded value type %#x", h&0x1f)
	}
	return v, err
}

// fixed reads an n-byte little-endian value, n ≤ 8.
func (r *reader) fixed(n int, signed bool) (int64, error) {
	if n > 8 {
		return 0, fmt.Errorf("encoded value of %d bytes", n)
	}
	var u uint64
	for i := 0; i < n; i++ {
		b, err := r.byte()
		if err != nil {
			return 0, err
		}
		u |= uint64(b) << (8 * i)
	}
	if signed && n < 8 {
		shift := uint(64 - 8*n)
		return int64(u<<shift) >> shift, nil
	}
	return int64(u), nil
}

func (r *reader) skipArray(depth int) error {
	n, err := r.uleb()
	if err != nil {
		return err
	}
	if n > maxArray {
		return fmt.Errorf("encoded array of %d items", n)
	}
	for k := uint32(0); k < n; k++ {
		if _, err := r.value(depth + 1); err != nil {
			return err
		}
	}
	return nil
}

func (r *reader) skipAnnotation(depth int) error {
	if _, err := r.uleb(); err != nil { // type
		return err
	}
	n, err := r.uleb()
	if err != nil {
		return err
	}
	if n > maxArray {
		return fmt.Errorf("annotation with %d elements", n)
	}
	for k := uint32(0); k < n; k++ {
		if _, err := r.uleb(); err != nil { // name
			return err
		}
		if _, err := r.value(depth + 1); err != nil {
			return err
		}
	}
	return nil
}
