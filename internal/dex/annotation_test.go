package dex

import (
	"archive/zip"
	"encoding/binary"
	"io"
	"path/filepath"
	"strings"
	"testing"
)

// smapBase is a real dex with a SourceDebugExtension (the ktinline fixture:
// kotlinc's SMAP of inlined code, as D8 keeps it) and the places hostile
// variants patch: the class, its annotation set and the annotation's
// indexes.
type smapBase struct {
	data      []byte
	class     int    // the class with the SMAP
	set       uint32 // its annotation set
	item      uint32 // offset of the set entry pointing at the SMAP item
	text      string // the SMAP
	typeIdx   uint32 // Ldalvik/annotation/SourceDebugExtension;
	valueIdx  uint32 // the string "value"
	smapIdx   uint32 // the SMAP's string
	otherType uint32 // another type
}

func loadSMAPBase(tb testing.TB) *smapBase {
	tb.Helper()
	zr, err := zip.OpenReader(filepath.Join("..", "..", "testdata", "dex", "ktinline.apk"))
	if err != nil {
		tb.Fatal(err)
	}
	defer zr.Close()
	var data []byte
	for _, e := range zr.File {
		if e.Name == "classes.dex" {
			rc, err := e.Open()
			if err != nil {
				tb.Fatal(err)
			}
			data, err = io.ReadAll(rc)
			rc.Close()
			if err != nil {
				tb.Fatal(err)
			}
		}
	}
	f, err := Parse("classes.dex", data)
	if err != nil {
		tb.Fatal(err)
	}
	b := &smapBase{data: data, class: -1}
	for i := 0; i < f.NumClasses(); i++ {
		c, err := f.Class(i)
		if err != nil {
			tb.Fatal(err)
		}
		text, err := c.SourceDebugExtension()
		if err != nil {
			tb.Fatal(err)
		}
		if text != "" {
			b.class, b.text = i, text
			break
		}
	}
	if b.class < 0 {
		tb.Fatal("ktinline has no class with a SourceDebugExtension")
	}
	for i := 0; i < f.NumTypes(); i++ {
		if t, _ := f.Type(uint32(i)); t == typeSourceDebug {
			b.typeIdx = uint32(i)
		} else {
			b.otherType = uint32(i)
		}
	}
	for i := 0; i < f.NumStrings(); i++ {
		switch s, _ := f.String(uint32(i)); s {
		case "value":
			b.valueIdx = uint32(i)
		case b.text:
			b.smapIdx = uint32(i)
		}
	}
	dir := f.u32(f.classDefs.off + 32*uint32(b.class) + 20)
	b.set = f.u32(dir)
	for k := uint32(0); k < f.u32(b.set); k++ {
		r := &reader{f: f, off: f.u32(b.set + 4 + 4*k)}
		_, _ = r.byte()
		if ti, _ := r.uleb(); ti == b.typeIdx {
			b.item = b.set + 4 + 4*k
		}
	}
	if b.item == 0 {
		tb.Fatal("the SMAP annotation was not found in its set")
	}
	return b
}

// withItem returns the base dex with item appended and the SMAP's set
// entry pointing at it (file_size patched).
func (b *smapBase) withItem(item []byte) []byte {
	d := append(append([]byte(nil), b.data...), item...)
	binary.LittleEndian.PutUint32(d[b.item:], uint32(len(b.data)))
	binary.LittleEndian.PutUint32(d[0x20:], uint32(len(d)))
	return d
}

// read parses d and returns the SMAP class's SourceDebugExtension.
func (b *smapBase) read(tb testing.TB, d []byte) (string, error) {
	tb.Helper()
	f, err := Parse("classes.dex", d)
	if err != nil {
		tb.Fatalf("Parse: %v", err)
	}
	c, err := f.Class(b.class)
	if err != nil {
		tb.Fatalf("Class: %v", err)
	}
	return c.SourceDebugExtension()
}

func uleb(v uint32) []byte {
	var out []byte
	for {
		c := byte(v & 0x7f)
		v >>= 7
		if v == 0 {
			return append(out, c)
		}
		out = append(out, c|0x80)
	}
}

func cat(parts ...[]byte) []byte {
	var out []byte
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

// TestSourceDebugExtensionHostile: truncated, overlong and wrong-typed
// annotation data gives an error naming the file, or no text, and never
// a panic or text that is not the annotation's string.
func TestSourceDebugExtensionHostile(t *testing.T) {
	b := loadSMAPBase(t)
	vis := []byte{0x02} // VISIBILITY_SYSTEM
	str := func(idx uint32) []byte {
		return []byte{0x17 | 3<<5, byte(idx), byte(idx >> 8), byte(idx >> 16), byte(idx >> 24)}
	}
	patch := func(off uint32, v uint32) []byte {
		d := append([]byte(nil), b.data...)
		binary.LittleEndian.PutUint32(d[off:], v)
		return d
	}
	dirAt := func() uint32 {
		f, _ := Parse("x", b.data)
		return f.classDefs.off + 32*uint32(b.class) + 20
	}()
	dir := binary.LittleEndian.Uint32(b.data[dirAt:])
	end := uint32(len(b.data))
	tests := []struct {
		name    string
		dex     []byte
		want    string
		wantErr string
	}{
		{"the real annotation", b.data, b.text, ""},
		{"rebuilt from its indexes", b.withItem(cat(vis, uleb(b.typeIdx), uleb(1), uleb(b.valueIdx), str(b.smapIdx))), b.text, ""},
		{"no annotations directory", patch(dirAt, 0), "", ""},
		{"directory past the end", patch(dirAt, end-8), "", "annotations directory"},
		{"no class annotations", patch(dir, 0), "", ""},
		{"set past the end", patch(dir, end-2), "", "annotation set"},
		{"set count overlong", patch(b.set, 0x7fffffff), "", "runs past the end"},
		{"item past the end", patch(b.item, end+16), "", "read past the end"},
		{"item offset wraps", patch(b.item, 0xffffffff), "", "read past the end"},
		{"item cut after visibility", b.withItem(vis), "", "read past the end"},
		{"type index unterminated", b.withItem(cat(vis, []byte{0xff, 0xff})), "", "SourceDebugExtension annotation"},
		{"type index out of range", b.withItem(cat(vis, uleb(0xffffff))), "", "classes.dex"},
		{"element count overlong", b.withItem(cat(vis, uleb(b.typeIdx), uleb(0x7fffffff))), "", "elements"},
		{"element cut before its value", b.withItem(cat(vis, uleb(b.typeIdx), uleb(1), uleb(b.valueIdx))), "", "read past the end"},
		{"string index cut short", b.withItem(cat(vis, uleb(b.typeIdx), uleb(1), uleb(b.valueIdx), []byte{0x17 | 3<<5, 0x01})), "", "read past the end"},
		{"string index out of range", b.withItem(cat(vis, uleb(b.typeIdx), uleb(1), uleb(b.valueIdx), str(0x7fffffff))), "", "classes.dex"},
		{"value is an 8-byte int", b.withItem(cat(vis, uleb(b.typeIdx), uleb(1), uleb(b.valueIdx), []byte{0x04 | 7<<5}, make([]byte, 8))), "", ""},
		{"value is an int", b.withItem(cat(vis, uleb(b.typeIdx), uleb(1), uleb(b.valueIdx), []byte{0x04, 0x05})), "", ""},
		{"value is a type", b.withItem(cat(vis, uleb(b.typeIdx), uleb(1), uleb(b.valueIdx), []byte{0x18, byte(b.otherType)})), "", ""},
		{"element not named value", b.withItem(cat(vis, uleb(b.typeIdx), uleb(1), uleb(b.smapIdx), str(b.smapIdx))), "", ""},
		{"another annotation type", b.withItem(cat(vis, uleb(b.otherType), uleb(1), uleb(b.valueIdx), str(b.smapIdx))), "", ""},
		{"no elements", b.withItem(cat(vis, uleb(b.typeIdx), uleb(0))), "", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := b.read(t, tc.dex)
			if tc.wantErr == "" {
				if err != nil || got != tc.want {
					t.Fatalf("got %q, %v; want %q, nil", got, err, tc.want)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) || !strings.Contains(err.Error(), "classes.dex") || got != "" {
				t.Fatalf("got %q, %v; want an error naming classes.dex and saying %q", got, err, tc.wantErr)
			}
		})
	}
}

// FuzzSourceDebugExtension: any bytes as the SMAP class's annotation item
// (the real item, and hostile ones, as seeds) give text or an error, never
// a panic; text is only ever a string of the file.
func FuzzSourceDebugExtension(f *testing.F) {
	b := loadSMAPBase(f)
	item := binary.LittleEndian.Uint32(b.data[b.item:])
	f.Add(append([]byte(nil), b.data[item:min(int(item)+16, len(b.data))]...))
	f.Add(cat([]byte{0x02}, uleb(b.typeIdx), uleb(1), uleb(b.valueIdx), []byte{0x17 | 3<<5, 0xff, 0xff, 0xff, 0x7f}))
	f.Add(cat([]byte{0x02}, uleb(b.typeIdx), uleb(3), uleb(b.valueIdx), []byte{0x1c, 0x02, 0x04, 0x01}))
	f.Fuzz(func(t *testing.T, data []byte) {
		got, err := b.read(t, b.withItem(data))
		if err != nil && got != "" {
			t.Fatalf("text %q with error %v", got, err)
		}
	})
}
