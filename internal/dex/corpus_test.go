package dex

import (
	"archive/zip"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"testing"
)

var dexEntry = regexp.MustCompile(`^classes[0-9]*\.dex$`)

// corpusDex calls fn with every dex entry of every corpus APK that
// archive/zip can open. It skips when CETPAUDIT_CORPUS is unset.
func corpusDex(t testing.TB, fn func(apk, name string, data []byte)) {
	dir := os.Getenv("CETPAUDIT_CORPUS")
	if dir == "" {
		t.Skip("CETPAUDIT_CORPUS is not set")
	}
	apks, _ := filepath.Glob(filepath.Join(dir, "*.apk"))
	if len(apks) == 0 {
		t.Fatalf("no APKs in %s", dir)
	}
	sort.Strings(apks)
	for _, apk := range apks {
		zr, err := zip.OpenReader(apk)
		if err != nil {
			continue // broken central directories are the apk package's business
		}
		for _, e := range zr.File {
			if !dexEntry.MatchString(e.Name) || e.UncompressedSize64 > 64<<20 {
				continue
			}
			rc, err := e.Open()
			if err != nil {
				t.Errorf("%s!%s: %v", filepath.Base(apk), e.Name, err)
				continue
			}
			data, err := io.ReadAll(io.LimitReader(rc, 64<<20))
			rc.Close()
			if err != nil {
				t.Errorf("%s!%s: %v", filepath.Base(apk), e.Name, err)
				continue
			}
			fn(filepath.Base(apk), e.Name, data)
		}
		zr.Close()
	}
}

// TestCorpusWalk parses every class of every corpus dex and walks every
// method's code: decoding must never lose sync or fail.
func TestCorpusWalk(t *testing.T) {
	var files, classes, methods, insns, lines int
	corpusDex(t, func(apk, name string, data []byte) {
		f, err := Parse(name, data)
		if err != nil {
			t.Errorf("%s: %v", apk, err)
			return
		}
		files++
		for i := 0; i < f.NumClasses(); i++ {
			c, err := f.Class(i)
			if err != nil {
				t.Errorf("%s: %v", apk, err)
				continue
			}
			classes++
			if _, err := c.StaticValues(); err != nil {
				t.Errorf("%s: %v", apk, err)
			}
			for _, m := range c.Methods() {
				code, err := m.Code()
				if err != nil {
					t.Errorf("%s: %v", apk, err)
					continue
				}
				if code == nil {
					continue
				}
				methods++
				var end uint32
				err = Walk(code.Insns, func(in *Insn) bool {
					insns++
					end = in.Addr + in.Units
					return true
				})
				if err != nil {
					t.Errorf("%s: %s: %v", apk, m, err)
				} else if end != uint32(len(code.Insns)) {
					t.Errorf("%s: %s: walk ended at %#x of %#x", apk, m, end, len(code.Insns))
				}
				ls, err := code.Lines(f)
				if err != nil {
					t.Errorf("%s: %s: %v", apk, m, err)
				}
				lines += len(ls)
			}
		}
	})
	t.Logf("%d dex files, %d classes, %d methods with code, %d instructions, %d line entries", files, classes, methods, insns, lines)
	if files == 0 || insns == 0 {
		t.Error("corpus produced no code")
	}
}

// BenchmarkParse parses the corpus's largest dex file (the fixture when
// $CETPAUDIT_CORPUS is unset) and reads every class and code item and scans
// every method's calls: what loading a program costs per dex file.
func BenchmarkParse(b *testing.B) {
	var data []byte
	if os.Getenv("CETPAUDIT_CORPUS") == "" {
		var err error
		if data, err = os.ReadFile(filepath.Join("testdata", "formats.dex")); err != nil {
			b.Fatal(err)
		}
	} else {
		corpusDex(b, func(_, _ string, d []byte) {
			if len(d) > len(data) {
				data = d
			}
		})
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		f, err := Parse("classes.dex", data)
		if err != nil {
			b.Fatal(err)
		}
		for k := 0; k < f.NumClasses(); k++ {
			c, err := f.Class(k)
			if err != nil {
				b.Fatal(err)
			}
			for _, m := range c.Methods() {
				code, err := m.Code()
				if err != nil {
					b.Fatal(err)
				}
				if code != nil {
					if err := ScanInvokes(code.Insns, func(uint32, byte, uint32) {}); err != nil {
						b.Fatal(err)
					}
				}
			}
		}
	}
}
