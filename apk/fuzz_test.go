package apk

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/clawseed/cetpaudit/internal/manifest"
)

// FuzzDecodeXML feeds the binary XML decoder and the model builder
// arbitrary documents, seeded with real manifests: the aapt-built fixture,
// crafted UTF-8 and obfuscated ones, and the corpus's when
// CETPAUDIT_CORPUS is set. Any panic is a bug.
//
//	go test ./apk -run '^$' -fuzz FuzzDecodeXML -fuzztime 1m
func FuzzDecodeXML(f *testing.F) {
	seeds := []string{typedAPK, noarscAPK}
	if dir := os.Getenv("CETPAUDIT_CORPUS"); dir != "" {
		more, _ := filepath.Glob(filepath.Join(dir, "*.apk"))
		seeds = append(seeds, more...)
	}
	for _, p := range seeds {
		a, err := Open(p)
		if err != nil {
			continue
		}
		// Large seeds make the fuzzer spend its time minimizing them
		// rather than exploring; the small ones cover the same chunks.
		if data, err := a.ReadEntry("AndroidManifest.xml", MaxManifestBytes); err == nil && len(data) <= 16<<10 {
			f.Add(data)
		}
		a.Close()
	}
	f.Add(minimalManifest())
	u8 := &xdoc{utf8: true}
	u8.start("manifest", xattr{name: "package", typ: typeString, str: "com.exämple"}).start("application").
		start("service", strAttr("", manifest.AttrName, ".S"), boolAttr("", manifest.AttrExported, true)).end().end().end()
	f.Add(u8.bytes())

	f.Fuzz(func(t *testing.T, data []byte) {
		root, err := decodeXML(data)
		if err != nil {
			return
		}
		m, err := manifest.Build(root, manifest.BuildOptions{Path: "fuzz.apk"})
		if err != nil {
			return
		}
		for _, c := range m.Components {
			m.ExportedState(c)
			c.IsEnabled()
		}
	})
}

// FuzzArchive feeds the zip layer arbitrary files, seeded with small
// fixture APKs and crafted archives (duplicate entries, a header flood): it
// must open or refuse them without a panic, and every read stays within the
// APK's budget.
//
//	go test ./apk -run '^$' -fuzz FuzzArchive -fuzztime 1m
func FuzzArchive(f *testing.F) {
	for _, p := range []string{typedAPK, noarscAPK} {
		if data, err := os.ReadFile(p); err == nil && len(data) <= 64<<10 {
			f.Add(data)
		}
	}
	f.Add(floodOfHeaders(40))
	// Entries without a data descriptor, as aapt writes them: the ones
	// the whole-buffer inflate reads.
	if data, err := os.ReadFile(writeAPK(f,
		zipEntry{name: "AndroidManifest.xml", data: minimalManifest()},
		rawDeflated(f, "classes.dex", bytes.Repeat([]byte("dex\n035\x00Lcom/example/A;"), 40), nil))); err == nil {
		f.Add(data)
	}
	if data, err := os.ReadFile(writeAPK(f,
		zipEntry{name: "AndroidManifest.xml", data: minimalManifest()},
		zipEntry{name: "AndroidManifest.xml", data: minimalManifest(), store: true},
		zipEntry{name: "classes.dex", data: []byte("dex\n035\x00")})); err == nil {
		f.Add(data)
		f.Add(data[:len(data)-10]) // no end of central directory: the scan
	}

	const budget = 1 << 20
	f.Fuzz(func(t *testing.T, data []byte) {
		a, err := newFile("fuzz.apk", bytes.NewReader(data), int64(len(data)), Options{MaxInflated: budget})
		if err != nil {
			return
		}
		defer a.Close()
		a.Manifests()
		// The same archive read through the streaming inflater alone:
		// the whole-buffer fast path must not change what is read.
		b, err := newFile("fuzz.apk", bytes.NewReader(data), int64(len(data)), Options{MaxInflated: budget})
		if err != nil {
			t.Fatalf("opened once, not twice: %v", err)
		}
		defer b.Close()
		b.zip.streamOnly = true
		b.Manifests()
		for _, name := range a.Entries() {
			got, err := a.ReadEntry(name, budget/4)
			want, werr := b.ReadEntry(name, budget/4)
			if !bytes.Equal(got, want) || (err == nil) != (werr == nil) {
				t.Fatalf("%s: fast path read %d bytes (%v), streaming %d (%v)", name, len(got), err, len(want), werr)
			}
		}
		a.Problems()
		if a.Inflated() > budget+1 {
			t.Fatalf("inflated %d bytes past the %d budget", a.Inflated(), budget)
		}
	})
}
