package apk

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"encoding/binary"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/manifest"
)

// zeroStream returns a raw deflate stream that inflates to n MiB: prefix,
// then zeros. It is built from one compressed MiB repeated, so making it
// costs nothing like inflating it.
func zeroStream(t testing.TB, prefix []byte, n int) []byte {
	t.Helper()
	seg := func(p []byte) []byte {
		var b bytes.Buffer
		w, _ := flate.NewWriter(&b, flate.BestCompression)
		w.Write(p)
		w.Write(make([]byte, 1<<20-len(p)))
		w.Flush() // byte-aligned, not final: segments concatenate
		return b.Bytes()
	}
	out := seg(prefix)
	rest := seg(nil)
	for i := 1; i < n; i++ {
		out = append(out, rest...)
	}
	return append(out, 0x03, 0x00) // an empty final block
}

func bombEntry(t testing.TB, name string, prefix []byte) zipEntry {
	data := zeroStream(t, prefix, 1024)
	return zipEntry{
		raw: &zip.FileHeader{Name: name, Method: zip.Deflate,
			CompressedSize64: uint64(len(data)), UncompressedSize64: 1 << 30},
		rawBuf: data,
	}
}

func chunkBytes(typ uint16, headerSize, size int, body int) []byte {
	b := make([]byte, 8+body)
	putHeader(b, typ, headerSize, size)
	return b
}

// hostileCases are inputs built to break a decoder; each must give one
// error line naming the file and the fault.
func hostileCases(t testing.TB) []struct {
	name, want string
	path       string
} {
	typed, err := os.ReadFile(typedAPK)
	if err != nil {
		t.Fatal(err)
	}
	manifestWith := func(d *xdoc) string {
		return writeAPK(t, zipEntry{name: "AndroidManifest.xml", data: d.bytes()})
	}
	root := func() *xdoc {
		return (&xdoc{}).start("manifest", xattr{name: "package", typ: typeString, str: "com.example.h"})
	}

	deep := root()
	for range 100_000 {
		deep.start("x")
	}
	wide := root()
	for range manifest.MaxElements + 1 {
		wide.start("x").end()
	}
	garbage := root().end()
	garbage.pre = [][]byte{chunkBytes(0x0777, 2, 16, 8)}
	overrun := root().end()
	overrun.pre = [][]byte{chunkBytes(0x0777, 8, 0x7ffffff0, 0)}

	// A string pool claiming 2^28 strings in a few bytes.
	hugePool := minimalManifest()
	binary.LittleEndian.PutUint32(hugePool[8+8:], 1<<28)
	// A string whose length runs past its pool (string 0 is the first
	// attribute name; give it a length of 0x7fff UTF-16 units).
	longString := minimalManifest()
	stringsStart := 8 + int(binary.LittleEndian.Uint32(longString[8+20:]))
	binary.LittleEndian.PutUint16(longString[stringsStart:], 0x7fff)
	// A start tag claiming 1000 attributes.
	manyAttrs := minimalManifest()
	if i := bytes.Index(manyAttrs, []byte{0x02, 0x01, 0x10, 0x00}); i > 0 {
		binary.LittleEndian.PutUint16(manyAttrs[i+28:], 1000)
	}

	xmlHeader := make([]byte, 8)
	putHeader(xmlHeader, chunkXML, 8, 1<<30)

	return []struct {
		name, want string
		path       string
	}{
		{"not a zip", "no zip entries", writeFile(t, bytes.Repeat([]byte("this is not an APK\n"), 500))},
		{"empty file", "no zip entries", writeFile(t, nil)},
		{"truncated", "AndroidManifest.xml", writeFile(t, typed[:400])},
		{"no manifest", "no AndroidManifest.xml", writeAPK(t, zipEntry{name: "classes.dex", data: []byte("dex\n035\x00")})},
		{"text manifest", "is text XML", writeAPK(t, zipEntry{name: "AndroidManifest.xml", data: []byte(`<manifest package="a.b"/>`)})},
		{"garbage chunk", "header size 2 is below 8", manifestWith(garbage)},
		{"chunk overruns", "runs past the end", manifestWith(overrun)},
		{"huge string count", "string pool claims 268435456 strings", writeAPK(t, zipEntry{name: "AndroidManifest.xml", data: hugePool})},
		{"string past pool", "runs past the pool", writeAPK(t, zipEntry{name: "AndroidManifest.xml", data: longString})},
		{"attribute overrun", "1000 attributes", writeAPK(t, zipEntry{name: "AndroidManifest.xml", data: manyAttrs})},
		{"deep nesting", "nested deeper than 128", manifestWith(deep)},
		{"too many elements", "more than 65536 elements", manifestWith(wide)},
		{"root not manifest", "root element is <application>", manifestWith((&xdoc{}).start("application").end())},
		{"declared 1 GiB", "declares 1073741824 bytes; the cap is 32 MiB", writeAPK(t, bombEntry(t, "AndroidManifest.xml", xmlHeader))},
		{"inflates to 1 GiB", "not a binary XML document", writeAPK(t, bombEntry(t, "AndroidManifest.xml", nil))},
		{"local header flood", "more than 250000 local file headers", writeFile(t, bytes.Repeat([]byte("PK\x03\x04"), MaxEntries+10))},
	}
}

func TestHostileInputs(t *testing.T) {
	for _, tc := range hostileCases(t) {
		t.Run(tc.name, func(t *testing.T) {
			m, err := LoadManifest(tc.path)
			if err == nil {
				t.Fatalf("decoded %+v, want an error", m)
			}
			msg := err.Error()
			if !strings.Contains(msg, tc.want) || !strings.Contains(msg, tc.path) || strings.Contains(msg, "\n") {
				t.Errorf("error %q: want one line naming %s and %q", msg, tc.path, tc.want)
			}
		})
	}
}

func TestReadEntryCap(t *testing.T) {
	p := writeAPK(t, bombEntry(t, "assets/big.bin", nil), zipEntry{name: "AndroidManifest.xml", data: minimalManifest()})
	f, err := Open(p)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	_, err = f.ReadEntry("assets/big.bin", 4<<20)
	if !errors.Is(err, ErrTooLarge) || !strings.Contains(err.Error(), "assets/big.bin") || !strings.Contains(err.Error(), "4194304") {
		t.Errorf("ReadEntry past the cap: %v", err)
	}
	if _, err := f.ReadEntry("missing.bin", 10); err == nil || !strings.Contains(err.Error(), "missing.bin") {
		t.Errorf("ReadEntry of a missing entry: %v", err)
	}
	// The manifest still decodes: one bad entry does not spoil the APK.
	if m, err := f.Manifest(); err != nil || m.Package != "com.example.min" {
		t.Errorf("Manifest = %v, %v", m, err)
	}
}

// TestTolerated covers what the platform accepts and so must the decoder.
func TestTolerated(t *testing.T) {
	t.Run("unknown chunk", func(t *testing.T) {
		d := &xdoc{}
		d.start("manifest", xattr{name: "package", typ: typeString, str: "com.example.u"}).end()
		d.pre = [][]byte{chunkBytes(0x0777, 8, 16, 8)}
		m := decodeBytes(t, d.bytes())
		if m.Package != "com.example.u" {
			t.Errorf("package = %q", m.Package)
		}
	})
	t.Run("utf-8 pool", func(t *testing.T) {
		d := &xdoc{utf8: true}
		d.start("manifest", xattr{name: "package", typ: typeString, str: "com.exämple.u8"}).start("application")
		d.start("service", strAttr("name", manifest.AttrName, ".Sérvice")).end().end().end()
		m := decodeBytes(t, d.bytes())
		if m.Package != "com.exämple.u8" || len(m.Components) != 1 || m.Components[0].Class != "com.exämple.u8.Sérvice" {
			t.Errorf("decoded %q %+v", m.Package, m.Components)
		}
	})
	t.Run("unclosed elements", func(t *testing.T) {
		d := &xdoc{}
		d.start("manifest", xattr{name: "package", typ: typeString, str: "com.example.o"}).start("application")
		d.start("service", strAttr("name", manifest.AttrName, ".S"))
		if m := decodeBytes(t, d.bytes()); len(m.Components) != 1 {
			t.Errorf("components = %+v", m.Components)
		}
	})
}

// TestAttributeMatching: the platform matches android: attributes by
// resource id. Obfuscators blank or rename the name strings; a look-alike
// name with another id is not the attribute.
func TestAttributeMatching(t *testing.T) {
	build := func(d *xdoc, attrs ...xattr) *manifest.Manifest {
		d.start("manifest", xattr{name: "package", typ: typeString, str: "com.example.o"}).start("application")
		d.start("provider", attrs...).end().end().end()
		return decodeBytes(t, d.bytes())
	}
	tests := []struct {
		name     string
		doc      *xdoc
		attrs    []xattr
		class    string
		exported manifest.Kind
	}{
		{"blank names", &xdoc{}, []xattr{strAttr("", manifest.AttrName, ".P"), boolAttr("", manifest.AttrExported, true)}, "com.example.o.P", manifest.Bool},
		{"swapped names", &xdoc{}, []xattr{strAttr("exported", manifest.AttrName, ".P"), boolAttr("name", manifest.AttrExported, true)}, "com.example.o.P", manifest.Bool},
		{"look-alike with another id", &xdoc{}, []xattr{strAttr("name", manifest.AttrName, ".P"), boolAttr("exported", 0x01010001, true)}, "com.example.o.P", manifest.Absent},
		{"no resource map", &xdoc{noResMap: true}, []xattr{strAttr("name", manifest.AttrName, ".P"), boolAttr("exported", manifest.AttrExported, true)}, "com.example.o.P", manifest.Bool},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := build(tt.doc, tt.attrs...)
			if len(m.Components) != 1 {
				t.Fatalf("components = %+v", m.Components)
			}
			c := m.Components[0]
			if c.Class != tt.class || c.Exported.Kind != tt.exported {
				t.Errorf("class %q exported %+v, want %q %v", c.Class, c.Exported, tt.class, tt.exported)
			}
		})
	}
}

func decodeBytes(t *testing.T, data []byte) *manifest.Manifest {
	t.Helper()
	m, err := LoadManifest(writeAPK(t, zipEntry{name: "AndroidManifest.xml", data: data}))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// The entry count comes from the end record whether or not a comment
// follows it (the record alone is read first; a comment, or a record-like
// run of bytes in one, sends the count to the 64 KiB search).
func TestDeclaredEntries(t *testing.T) {
	for _, comment := range []string{"", "a comment", "PK\x05\x06 inside a comment", strings.Repeat("x", 60000)} {
		var b bytes.Buffer
		w := zip.NewWriter(&b)
		for _, name := range []string{"a", "b", "c"} {
			fw, err := w.Create(name)
			if err != nil {
				t.Fatal(err)
			}
			fw.Write([]byte(name))
		}
		if err := w.SetComment(comment); err != nil {
			t.Fatal(err)
		}
		if err := w.Close(); err != nil {
			t.Fatal(err)
		}
		n, err := declaredEntries(bytes.NewReader(b.Bytes()), int64(b.Len()))
		if err != nil || n != 3 && !strings.Contains(comment, "PK\x05\x06") {
			t.Errorf("comment %.20q: declaredEntries = %d, %v; want 3", comment, n, err)
		}
	}
}
