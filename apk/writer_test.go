package apk

import (
	"archive/zip"
	"bytes"
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"unicode/utf16"
)

// This file builds binary XML and APKs for tests: the crafted and hostile
// inputs that aapt cannot produce are made here, in memory, never committed.

// xattr is one attribute of a crafted element.
type xattr struct {
	ns, name string
	resID    uint32
	typ      uint8
	data     uint32
	str      string // the value when typ is typeString
}

func strAttr(name string, id uint32, v string) xattr {
	return xattr{ns: androidNS, name: name, resID: id, typ: typeString, str: v}
}

func boolAttr(name string, id uint32, v bool) xattr {
	a := xattr{ns: androidNS, name: name, resID: id, typ: typeIntBool}
	if v {
		a.data = 0xffffffff
	}
	return a
}

const androidNS = "http://schemas.android.com/apk/res/android"

type xnode struct {
	start bool
	name  string
	attrs []xattr
}

// xdoc is a binary XML document under construction.
type xdoc struct {
	utf8     bool
	noResMap bool
	nodes    []xnode
	pre      [][]byte // raw chunks between the resource map and the nodes
}

func (d *xdoc) start(name string, attrs ...xattr) *xdoc {
	d.nodes = append(d.nodes, xnode{start: true, name: name, attrs: attrs})
	return d
}

func (d *xdoc) end() *xdoc {
	d.nodes = append(d.nodes, xnode{})
	return d
}

func (d *xdoc) bytes() []byte {
	// Attribute names with resource ids come first, as aapt lays them out,
	// so that the resource map can index them.
	var strs []string
	index := map[string]uint32{}
	var ids []uint32
	add := func(s string) {
		if _, ok := index[s]; !ok {
			index[s] = uint32(len(strs))
			strs = append(strs, s)
		}
	}
	idKey := func(a xattr) string { return fmt.Sprintf("\x00id %s %#x", a.name, a.resID) }
	for _, n := range d.nodes {
		for _, a := range n.attrs {
			if a.resID != 0 {
				k := idKey(a)
				if _, ok := index[k]; !ok {
					index[k] = uint32(len(strs))
					strs = append(strs, a.name)
					ids = append(ids, a.resID)
				}
			}
		}
	}
	for _, n := range d.nodes {
		add(n.name)
		for _, a := range n.attrs {
			add(a.ns)
			if a.resID == 0 {
				add(a.name)
			}
			if a.typ == typeString {
				add(a.str)
			}
		}
	}
	var body bytes.Buffer
	body.Write(stringPoolChunk(strs, d.utf8))
	rm := make([]byte, 8+4*len(ids))
	putHeader(rm, chunkResourceMap, 8, len(rm))
	for i, id := range ids {
		binary.LittleEndian.PutUint32(rm[8+4*i:], id)
	}
	if !d.noResMap {
		body.Write(rm)
	}
	for _, x := range d.pre {
		body.Write(x)
	}
	var stack []string
	for _, n := range d.nodes {
		if !n.start {
			name := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			c := make([]byte, 24)
			putHeader(c, chunkXMLEndTag, 16, 24)
			binary.LittleEndian.PutUint32(c[12:], noIndex)
			binary.LittleEndian.PutUint32(c[16:], noIndex)
			binary.LittleEndian.PutUint32(c[20:], index[name])
			body.Write(c)
			continue
		}
		stack = append(stack, n.name)
		size := 36 + 20*len(n.attrs)
		c := make([]byte, size)
		putHeader(c, chunkXMLStartTag, 16, size)
		binary.LittleEndian.PutUint32(c[12:], noIndex)
		binary.LittleEndian.PutUint32(c[16:], noIndex)
		binary.LittleEndian.PutUint32(c[20:], index[n.name])
		binary.LittleEndian.PutUint16(c[24:], 20)
		binary.LittleEndian.PutUint16(c[26:], 20)
		binary.LittleEndian.PutUint16(c[28:], uint16(len(n.attrs)))
		for i, a := range n.attrs {
			o := 36 + 20*i
			ns := uint32(noIndex)
			if a.ns != "" {
				ns = index[a.ns]
			}
			nameIdx := index[a.name]
			if a.resID != 0 {
				nameIdx = index[idKey(a)]
			}
			data, raw := a.data, uint32(noIndex)
			if a.typ == typeString {
				data = index[a.str]
				raw = data
			}
			binary.LittleEndian.PutUint32(c[o:], ns)
			binary.LittleEndian.PutUint32(c[o+4:], nameIdx)
			binary.LittleEndian.PutUint32(c[o+8:], raw)
			binary.LittleEndian.PutUint16(c[o+12:], 8)
			c[o+15] = a.typ
			binary.LittleEndian.PutUint32(c[o+16:], data)
		}
		body.Write(c)
	}
	out := make([]byte, 8, 8+body.Len())
	putHeader(out, chunkXML, 8, 8+body.Len())
	return append(out, body.Bytes()...)
}

func putHeader(b []byte, typ uint16, headerSize, size int) {
	binary.LittleEndian.PutUint16(b, typ)
	binary.LittleEndian.PutUint16(b[2:], uint16(headerSize))
	binary.LittleEndian.PutUint32(b[4:], uint32(size))
}

func stringPoolChunk(strs []string, utf8 bool) []byte {
	var data bytes.Buffer
	offsets := make([]uint32, len(strs))
	for i, s := range strs {
		offsets[i] = uint32(data.Len())
		if utf8 {
			u16 := len(utf16.Encode([]rune(s)))
			writeLen8(&data, u16)
			writeLen8(&data, len(s))
			data.WriteString(s)
			data.WriteByte(0)
		} else {
			u := utf16.Encode([]rune(s))
			binary.Write(&data, binary.LittleEndian, uint16(len(u)))
			binary.Write(&data, binary.LittleEndian, u)
			data.Write([]byte{0, 0})
		}
	}
	for data.Len()%4 != 0 {
		data.WriteByte(0)
	}
	start := 28 + 4*len(strs)
	c := make([]byte, start, start+data.Len())
	putHeader(c, chunkStringPool, 28, start+data.Len())
	binary.LittleEndian.PutUint32(c[8:], uint32(len(strs)))
	if utf8 {
		binary.LittleEndian.PutUint32(c[16:], 0x100)
	}
	binary.LittleEndian.PutUint32(c[20:], uint32(start))
	for i, o := range offsets {
		binary.LittleEndian.PutUint32(c[28+4*i:], o)
	}
	return append(c, data.Bytes()...)
}

func writeLen8(b *bytes.Buffer, n int) {
	if n > 0x7f {
		b.WriteByte(byte(n>>8) | 0x80)
	}
	b.WriteByte(byte(n))
}

// zipEntry is one entry of a test APK; raw entries are written as given
// (compressed bytes and sizes), for bombs whose sizes lie.
type zipEntry struct {
	name   string
	data   []byte
	store  bool
	raw    *zip.FileHeader
	rawBuf []byte
}

func writeAPK(t testing.TB, entries ...zipEntry) string {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, e := range entries {
		if e.raw != nil {
			w, err := zw.CreateRaw(e.raw)
			if err != nil {
				t.Fatal(err)
			}
			w.Write(e.rawBuf)
			continue
		}
		m := zip.Deflate
		if e.store {
			m = zip.Store
		}
		w, err := zw.CreateHeader(&zip.FileHeader{Name: e.name, Method: m})
		if err != nil {
			t.Fatal(err)
		}
		w.Write(e.data)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return writeFile(t, buf.Bytes())
}

func writeFile(t testing.TB, data []byte) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "test.apk")
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}
