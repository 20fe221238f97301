package apk

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
)

// floodOfHeaders is a file of n local file headers 30 bytes apart, each
// claiming a 64 KiB name that runs over the headers after it, and no
// central directory: a reader that reads each claimed name does n×64 KiB
// of work on an n×30-byte file.
func floodOfHeaders(n int) []byte {
	h := make([]byte, 30)
	copy(h, "PK\x03\x04")
	binary.LittleEndian.PutUint16(h[26:], 0xffff)
	return bytes.Repeat(h, n)
}

// countingReaderAt counts the bytes read through it.
type countingReaderAt struct {
	r io.ReaderAt
	n int64
}

func (c *countingReaderAt) ReadAt(p []byte, off int64) (int, error) {
	k, err := c.r.ReadAt(p, off)
	c.n += int64(k)
	return k, err
}

// TestHeaderFloodIsLinear: the local-header scan reads the file about once,
// however the headers overlap (a red-team file of 820 KB cost 13 s of CPU
// in the dependency's scanner, which read 64 KiB per header).
func TestHeaderFloodIsLinear(t *testing.T) {
	data := floodOfHeaders(27_000)
	cr := &countingReaderAt{r: bytes.NewReader(data)}
	a, err := openArchive(cr, int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	if a.fromCD || len(a.ordered) != 0 {
		t.Errorf("fromCD %v, %d entries: want the scan, and no entry with an unreadable name", a.fromCD, len(a.ordered))
	}
	if limit := 4 * int64(len(data)); cr.n > limit {
		t.Errorf("read %d bytes of a %d-byte file; want at most %d", cr.n, len(data), limit)
	}
}

func BenchmarkHeaderFlood(b *testing.B) {
	data := floodOfHeaders(27_000) // 810 KB
	for b.Loop() {
		if _, err := openArchive(bytes.NewReader(data), int64(len(data))); err != nil {
			b.Fatal(err)
		}
	}
}

// TestInflateBudget: twenty dex entries of 16 MiB each pass no per-entry
// cap, but the APK's budget stops the third, naming the APK, the entry and
// the flag.
func TestInflateBudget(t *testing.T) {
	entries := []zipEntry{{name: "AndroidManifest.xml", data: minimalManifest()}}
	bomb := bombEntry(t, "", nil)
	for i := 1; i <= 20; i++ {
		name := "classes.dex"
		if i > 1 {
			name = fmt.Sprintf("classes%d.dex", i)
		}
		h := *bomb.raw
		h.Name = name
		entries = append(entries, zipEntry{raw: &h, rawBuf: bomb.rawBuf})
	}
	p := writeAPK(t, entries...)
	f, err := OpenWith(p, Options{MaxInflated: 40 << 20})
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if len(f.DexNames()) != 20 {
		t.Fatalf("dex names %v", f.DexNames())
	}
	var read int
	for _, name := range f.DexNames() {
		_, err = f.ReadEntry(name, 16<<20)
		if err != nil {
			break
		}
		read++
	}
	// Each bomb inflates to 1 GiB: the 16 MiB entry cap stops the first.
	if read != 0 || !errors.Is(err, ErrTooLarge) {
		t.Fatalf("read %d entries, err %v", read, err)
	}
	// Under a budget smaller than the entry cap, the budget speaks.
	f2, err := OpenWith(p, Options{MaxInflated: 8 << 20})
	if err != nil {
		t.Fatal(err)
	}
	defer f2.Close()
	_, err = f2.ReadEntry("classes.dex", 16<<20)
	msg := fmt.Sprint(err)
	if !errors.Is(err, ErrBudget) || !strings.Contains(msg, p+": classes.dex: ") || !strings.Contains(msg, "--max-dex-bytes") {
		t.Errorf("err = %v", err)
	}
	if f2.Inflated() > 8<<20+1 {
		t.Errorf("inflated %d bytes past the 8 MiB budget", f2.Inflated())
	}
}

// TestBudgetAcrossEntries: the budget counts every entry read, failed
// reads included.
func TestBudgetAcrossEntries(t *testing.T) {
	dex := bytes.Repeat([]byte{1}, 3<<20)
	entries := []zipEntry{{name: "AndroidManifest.xml", data: minimalManifest()}}
	for i := 1; i <= 5; i++ {
		entries = append(entries, zipEntry{name: fmt.Sprintf("classes%d.dex", i), data: dex})
	}
	f, err := OpenWith(writeAPK(t, entries...), Options{MaxInflated: 10 << 20})
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var errs []error
	for i := 1; i <= 5; i++ {
		_, err := f.ReadEntry(fmt.Sprintf("classes%d.dex", i), 128<<20)
		errs = append(errs, err)
	}
	if errs[0] != nil || errs[1] != nil || errs[2] != nil || !errors.Is(errs[3], ErrBudget) {
		t.Errorf("errors %v: want the fourth 3 MiB entry to pass the 10 MiB budget", errs)
	}
}

// TestDuplicateEntries: a central directory that names AndroidManifest.xml
// twice is reported, and both copies are decoded.
func TestDuplicateEntries(t *testing.T) {
	other := &xdoc{}
	other.start("manifest", xattr{name: "package", typ: typeString, str: "com.example.second"}).end()
	f, err := Open(writeAPK(t,
		zipEntry{name: "AndroidManifest.xml", data: minimalManifest()},
		zipEntry{name: "AndroidManifest.xml", data: other.bytes()}))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	ms, err := f.Manifests()
	if err != nil || len(ms) != 2 || ms[0].Package != "com.example.min" || ms[1].Package != "com.example.second" {
		t.Fatalf("manifests %v, %v", ms, err)
	}
	if p := f.Problems(); len(p) != 1 || !strings.Contains(p[0], `"AndroidManifest.xml" (2 copies)`) {
		t.Errorf("problems %q", p)
	}
}

func TestSizeText(t *testing.T) {
	for n, want := range map[int64]string{256 << 20: "256 MiB", 3 << 19: "1.5 MiB", 4 << 10: "4 KiB", 300: "300 bytes", 0: "0 bytes"} {
		if got := sizeText(n); got != want {
			t.Errorf("sizeText(%d) = %q, want %q", n, got, want)
		}
	}
}
