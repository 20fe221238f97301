package apk

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/clawseed/cetpaudit/internal/manifest"
)

// The binary XML reader follows frameworks/base/libs/androidfw
// (ResXMLTree/ResXMLParser): it accepts what the platform accepts and keeps
// the typed Res_value of every attribute, which apkparser's string API
// loses. Every offset and count is checked against the chunk that holds it.

// Chunk types (ResourceTypes.h).
const (
	chunkStringPool  = 0x0001
	chunkXML         = 0x0003
	chunkXMLFirst    = 0x0100
	chunkXMLStartTag = 0x0102
	chunkXMLEndTag   = 0x0103
	chunkXMLLast     = 0x017f
	chunkResourceMap = 0x0180
)

// Res_value data types.
const (
	typeNull         = 0x00
	typeReference    = 0x01
	typeAttribute    = 0x02
	typeString       = 0x03
	typeFloat        = 0x04
	typeDimension    = 0x05
	typeFraction     = 0x06
	typeDynRef       = 0x07
	typeDynAttr      = 0x08
	typeIntDec       = 0x10
	typeIntHex       = 0x11
	typeIntBool      = 0x12
	typeColorFirst   = 0x1c
	typeColorLast    = 0x1f
	noIndex          = 0xffffffff
	attrRecordSize   = 20 // ResXMLTree_attribute
	maxTotalAttrs    = 1 << 18
	maxDecodedString = 32 << 20
)

// xmlError is a structural fault at a byte offset of the document.
type xmlError struct {
	off int
	msg string
}

func (e *xmlError) Error() string { return fmt.Sprintf("offset 0x%x: %s", e.off, e.msg) }

func errAt(off int, format string, args ...any) error {
	return &xmlError{off: off, msg: fmt.Sprintf(format, args...)}
}

// errTextXML reports a manifest stored as text, which the platform rejects.
var errTextXML = errors.New("is text XML, not the compiled binary XML an APK holds")

// chunk is a validated ResChunk_header at off.
type chunk struct {
	off, headerSize, size int
	typ                   uint16
}

// readChunk validates the chunk header at off within [0, end) as
// validate_chunk does: header and total sizes at least 8, 4-byte aligned,
// header inside the chunk, chunk inside its parent.
func readChunk(data []byte, off, end int) (chunk, error) {
	if end-off < 8 {
		return chunk{}, errAt(off, "truncated chunk header (%d bytes left)", end-off)
	}
	c := chunk{
		off:        off,
		typ:        binary.LittleEndian.Uint16(data[off:]),
		headerSize: int(binary.LittleEndian.Uint16(data[off+2:])),
		size:       int(binary.LittleEndian.Uint32(data[off+4:])),
	}
	switch {
	case c.headerSize < 8:
		return c, errAt(off, "chunk type 0x%04x: header size %d is below 8", c.typ, c.headerSize)
	case c.size < c.headerSize:
		return c, errAt(off, "chunk type 0x%04x: size %d is smaller than its header (%d)", c.typ, c.size, c.headerSize)
	case (c.size|c.headerSize)&3 != 0:
		return c, errAt(off, "chunk type 0x%04x: sizes %d/%d are not 4-byte aligned", c.typ, c.headerSize, c.size)
	case c.size > end-off:
		return c, errAt(off, "chunk type 0x%04x: size %d runs past the end (%d bytes left)", c.typ, c.size, end-off)
	}
	return c, nil
}

// decodeXML parses a compiled XML document into an element tree. Events
// after the root element closes are ignored, as the platform's parser
// stops there; a document that ends with elements open is accepted the
// same way.
func decodeXML(data []byte) (*manifest.Element, error) {
	if len(data) > 0 && (data[0] == '<' || len(data) >= 3 && string(data[:3]) == "\xef\xbb\xbf") {
		return nil, errTextXML
	}
	if len(data) >= 2 && binary.LittleEndian.Uint16(data) != chunkXML {
		return nil, errAt(0, "not a binary XML document (chunk type 0x%04x, want 0x0003)", binary.LittleEndian.Uint16(data))
	}
	top, err := readChunk(data, 0, len(data))
	if err != nil {
		return nil, err
	}
	end := top.size
	d := &xmlDecoder{data: data}
	off := top.headerSize
	// Like ResXMLTree::setTo, the string pool and resource map are the last
	// ones before the first XML node.
	for off < end {
		c, err := readChunk(data, off, end)
		if err != nil {
			return nil, err
		}
		if c.typ >= chunkXMLFirst && c.typ <= chunkXMLLast {
			break
		}
		switch c.typ {
		case chunkStringPool:
			sp, err := newStringPool(data, c)
			if err != nil {
				return nil, err
			}
			d.strings = sp
		case chunkResourceMap:
			d.resMap = data[c.off+c.headerSize : c.off+c.size]
		}
		off += c.size
	}
	if d.strings == nil {
		return nil, errAt(top.headerSize, "no string pool before the first element")
	}
	return d.nodes(off, end)
}

type xmlDecoder struct {
	data    []byte
	strings *stringPool
	resMap  []byte // uint32 attribute resource ids by name string index
	attrs   int
}

func (d *xmlDecoder) nodes(off, end int) (*manifest.Element, error) {
	var (
		root  *manifest.Element
		stack []*manifest.Element
		count int
	)
	for off < end {
		c, err := readChunk(d.data, off, end)
		if err != nil {
			return nil, err
		}
		off += c.size
		if c.typ < chunkXMLFirst || c.typ > chunkXMLLast {
			continue // the platform skips chunks it does not know
		}
		if c.headerSize < 16 { // ResXMLTree_node
			return nil, errAt(c.off, "XML node header size %d is below 16", c.headerSize)
		}
		switch c.typ {
		case chunkXMLStartTag:
			count++
			if count > manifest.MaxElements {
				return nil, errAt(c.off, "more than %d elements", manifest.MaxElements)
			}
			if len(stack) >= manifest.MaxDepth {
				return nil, errAt(c.off, "elements nested deeper than %d", manifest.MaxDepth)
			}
			e, err := d.startTag(c)
			if err != nil {
				return nil, err
			}
			if len(stack) == 0 {
				if root != nil {
					return root, nil // the document ended with the root
				}
				root = e
			} else {
				p := stack[len(stack)-1]
				p.Children = append(p.Children, e)
			}
			stack = append(stack, e)
		case chunkXMLEndTag:
			if c.size-c.headerSize < 8 {
				return nil, errAt(c.off, "end tag too short")
			}
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
				if len(stack) == 0 {
					return root, nil
				}
			}
		}
	}
	if root == nil {
		return nil, errAt(off, "no elements")
	}
	return root, nil
}

func (d *xmlDecoder) startTag(c chunk) (*manifest.Element, error) {
	ext := c.off + c.headerSize
	extLen := c.size - c.headerSize
	if extLen < 20 { // ResXMLTree_attrExt
		return nil, errAt(c.off, "start tag too short (%d bytes)", extLen)
	}
	le := binary.LittleEndian
	name := le.Uint32(d.data[ext+4:])
	attrStart := int(le.Uint16(d.data[ext+8:]))
	attrSize := int(le.Uint16(d.data[ext+10:]))
	attrCount := int(le.Uint16(d.data[ext+12:]))
	if attrStart+attrRecordSize*attrCount > extLen {
		return nil, errAt(c.off, "%d attributes at %d overrun the %d-byte element", attrCount, attrStart, extLen)
	}
	d.attrs += attrCount
	if d.attrs > maxTotalAttrs {
		return nil, errAt(c.off, "more than %d attributes in all", maxTotalAttrs)
	}
	tag, err := d.strings.optional(name)
	if err != nil {
		return nil, err
	}
	e := &manifest.Element{Tag: tag, Attrs: make([]manifest.Attr, 0, attrCount)}
	for i := 0; i < attrCount; i++ {
		a := attrStart + i*attrSize
		if a+attrRecordSize > extLen {
			return nil, errAt(c.off, "attribute %d at %d overruns the %d-byte element", i, a, extLen)
		}
		a += ext
		ns, err := d.strings.optional(le.Uint32(d.data[a:]))
		if err != nil {
			return nil, err
		}
		nameIdx := le.Uint32(d.data[a+4:])
		aname, err := d.strings.optional(nameIdx)
		if err != nil {
			return nil, err
		}
		raw := le.Uint32(d.data[a+8:])
		typ := d.data[a+15]
		val := le.Uint32(d.data[a+16:])
		v, err := d.value(typ, val, raw)
		if err != nil {
			return nil, err
		}
		e.Attrs = append(e.Attrs, manifest.Attr{NS: ns, Name: aname, ResID: d.resID(nameIdx), Value: v})
	}
	return e, nil
}

// resID is the resource id the resource map gives an attribute name.
func (d *xmlDecoder) resID(nameIdx uint32) uint32 {
	if uint64(nameIdx) >= uint64(len(d.resMap)/4) {
		return 0
	}
	return binary.LittleEndian.Uint32(d.resMap[4*nameIdx:])
}

// value converts a Res_value to the model, rendering Text the way a
// developer would have written it.
func (d *xmlDecoder) value(typ uint8, data, raw uint32) (manifest.Value, error) {
	switch {
	case typ == typeNull:
		if data == 1 { // @empty
			return manifest.Value{Kind: manifest.Other, Text: "@empty"}, nil
		}
		return manifest.Value{}, nil // undefined: the platform sees no attribute
	case typ == typeString:
		s, err := d.strings.optional(data)
		if err != nil {
			return manifest.Value{}, err
		}
		return manifest.Value{Kind: manifest.String, Text: s}, nil
	case typ == typeReference || typ == typeDynRef:
		if data == 0 {
			return manifest.Value{Kind: manifest.Reference, Text: "@null"}, nil
		}
		return manifest.Value{Kind: manifest.Reference, Text: fmt.Sprintf("@0x%08x", data), RefID: data}, nil
	case typ == typeAttribute || typ == typeDynAttr:
		return manifest.Value{Kind: manifest.Attribute, Text: fmt.Sprintf("?0x%08x", data), RefID: data}, nil
	}
	return typedValue(typ, data), nil
}

// typedValue converts the non-string, non-reference Res_value types; it is
// shared with values resolved through resources.arsc.
func typedValue(typ uint8, data uint32) manifest.Value {
	switch {
	case typ == typeIntDec:
		n := int64(int32(data))
		return manifest.Value{Kind: manifest.Int, Text: strconv.FormatInt(n, 10), Int: n}
	case typ == typeIntHex:
		return manifest.Value{Kind: manifest.Hex, Text: fmt.Sprintf("0x%x", data), Int: int64(data)}
	case typ == typeIntBool:
		if data != 0 {
			return manifest.Value{Kind: manifest.Bool, Text: "true", Int: 1}
		}
		return manifest.Value{Kind: manifest.Bool, Text: "false"}
	case typ == typeFloat:
		f := float64(math.Float32frombits(data))
		return manifest.Value{Kind: manifest.Float, Text: manifest.FormatFloat(f), Float: f}
	case typ >= typeColorFirst && typ <= typeColorLast:
		return manifest.Value{Kind: manifest.Other, Text: fmt.Sprintf("#%08x", data), Int: int64(data)}
	case typ == typeDimension || typ == typeFraction:
		return manifest.Value{Kind: manifest.Other, Text: fmt.Sprintf("(type 0x%02x)0x%08x", typ, data), Int: int64(data)}
	}
	return manifest.Value{Kind: manifest.Other, Text: fmt.Sprintf("(type 0x%02x)0x%08x", typ, data), Int: int64(data)}
}

// stringPool is a ResStringPool whose strings are decoded on demand: a
// manifest reads a few dozen of them, and a hostile pool may claim millions.
type stringPool struct {
	data    []byte // the pool's string data, from stringsStart
	offsets []byte // uint32 offsets into data
	utf8    bool
	poolOff int // document offset of the chunk, for errors
	cache   map[uint32]string
	decoded int
}

func newStringPool(doc []byte, c chunk) (*stringPool, error) {
	if c.headerSize < 28 {
		return nil, errAt(c.off, "string pool header size %d is below 28", c.headerSize)
	}
	le := binary.LittleEndian
	h := doc[c.off:]
	count := uint64(le.Uint32(h[8:]))
	flags := le.Uint32(h[16:])
	stringsStart := uint64(le.Uint32(h[20:]))
	size := uint64(c.size)
	if uint64(c.headerSize)+4*count > size {
		return nil, errAt(c.off, "string pool claims %d strings but its %d bytes hold at most %d", count, size, (size-uint64(c.headerSize))/4)
	}
	sp := &stringPool{
		offsets: doc[c.off+c.headerSize : c.off+c.headerSize+int(4*count)],
		utf8:    flags&0x100 != 0,
		poolOff: c.off,
		cache:   map[uint32]string{},
	}
	if count > 0 {
		if stringsStart >= size || stringsStart < uint64(c.headerSize)+4*count {
			return nil, errAt(c.off, "string pool data starts at %d, outside its %d bytes", stringsStart, size)
		}
		end := size
		// Style data, when present, follows the strings.
		if styles := uint64(le.Uint32(h[12:])); styles > 0 {
			if st := uint64(le.Uint32(h[24:])); st > stringsStart && st <= size {
				end = st
			}
		}
		sp.data = doc[c.off+int(stringsStart) : c.off+int(end)]
	}
	return sp, nil
}

// optional returns string idx, "" for the 0xffffffff "no string" index.
// An index past the pool also reads as "" (the platform reads NULL); a
// string whose bytes run out of the pool is an error.
func (sp *stringPool) optional(idx uint32) (string, error) {
	if idx == noIndex || uint64(idx) >= uint64(len(sp.offsets)/4) {
		return "", nil
	}
	if s, ok := sp.cache[idx]; ok {
		return s, nil
	}
	s, err := sp.decode(idx)
	if err != nil {
		return "", err
	}
	sp.decoded += len(s)
	if sp.decoded > maxDecodedString {
		return "", errAt(sp.poolOff, "string pool: strings decode to more than %d MiB", maxDecodedString>>20)
	}
	sp.cache[idx] = s
	return s, nil
}

func (sp *stringPool) decode(idx uint32) (string, error) {
	off := uint64(binary.LittleEndian.Uint32(sp.offsets[4*idx:]))
	n := uint64(len(sp.data))
	bad := func(what string) error {
		return errAt(sp.poolOff, "string pool: string %d %s", idx, what)
	}
	if sp.utf8 {
		// UTF-16 length, then UTF-8 length, each 1 or 2 bytes.
		p := off
		for i := 0; i < 2; i++ {
			if p >= n {
				return "", bad("starts outside the pool")
			}
			l := uint64(sp.data[p])
			p++
			if l&0x80 != 0 {
				if p >= n {
					return "", bad("has a truncated length")
				}
				l = (l&0x7f)<<8 | uint64(sp.data[p])
				p++
			}
			if i == 1 {
				if p+l > n {
					return "", bad("runs past the pool")
				}
				return toValidUTF8(sp.data[p : p+l]), nil
			}
		}
	}
	if off+2 > n {
		return "", bad("starts outside the pool")
	}
	p := off + 2
	l := uint64(binary.LittleEndian.Uint16(sp.data[off:]))
	if l&0x8000 != 0 {
		if p+2 > n {
			return "", bad("has a truncated length")
		}
		l = (l&0x7fff)<<16 | uint64(binary.LittleEndian.Uint16(sp.data[p:]))
		p += 2
	}
	if p+2*l > n {
		return "", bad("runs past the pool")
	}
	u := make([]uint16, l)
	for i := range u {
		u[i] = binary.LittleEndian.Uint16(sp.data[p+2*uint64(i):])
	}
	return string(utf16.Decode(u)), nil
}

func toValidUTF8(b []byte) string {
	if utf8.Valid(b) {
		return string(b)
	}
	return string([]rune(string(b))) // invalid bytes become U+FFFD
}
