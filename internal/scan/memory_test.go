package scan

import (
	"archive/zip"
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestMemoryFlatOverInputs: a scan drops each input's model (manifest, dex
// program, targets) once its outcome is handed on, so the live heap of a
// run over many copies of one APK stays near what one copy needs, however
// many copies there are (docs/budgets.md, "Memory is flat in the number of
// inputs"). bench/memory.sh measures peak RSS on a large-dex APK; this test
// measures the live heap after a collection, which does not depend on the
// machine's speed, so CI catches a regression.
func TestMemoryFlatOverInputs(t *testing.T) {
	root, _ := filepath.Abs(filepath.Join("..", ".."))
	small, err := os.ReadFile(filepath.Join(root, "testdata", "apks", "cetp109_debuggable.apk"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	large := multiDexAPK(t, 24)
	// Each large APK is followed by a small one: while a large input's
	// outcome is measured the worker is reading the small one, and the
	// log below holds it there, so no half-loaded program is counted.
	const copies = 16
	var paths []string
	for i := range copies {
		for _, in := range []struct {
			name string
			data []byte
		}{{"large", large}, {"small", small}} {
			p := filepath.Join(dir, fmt.Sprintf("%s%02d.apk", in.name, i))
			if err := os.WriteFile(p, in.data, 0o644); err != nil {
				t.Fatal(err)
			}
			paths = append(paths, p)
		}
	}
	var ms runtime.MemStats
	live := func() int64 {
		runtime.GC()
		runtime.ReadMemStats(&ms)
		return int64(ms.HeapAlloc)
	}
	var heldAt []int64 // live heap when each large input is handed on
	var findings []int // findings reported by then
	measured := make(chan struct{}, 1)
	gate := writerFunc(func(p []byte) (int, error) {
		if strings.Contains(string(p), "small") && strings.Contains(string(p), ": APK of ") {
			<-measured // the large input before it has been measured
		}
		return len(p), nil
	})
	n := 0
	live() // the catalog and compiled patterns are built on first use; count them out below
	_, err = Run(paths, Options{Root: dir, Jobs: 1, AllCode: true, Log: gate, OnInput: func(r *InputResult) {
		if r.Input == nil {
			return
		}
		if r.Err != nil {
			t.Errorf("%s: %s", r.Input.Path, r.Err.Message)
		}
		n += len(r.Findings)
		if strings.Contains(r.Input.Path, "large") {
			heldAt = append(heldAt, live())
			findings = append(findings, n)
			measured <- struct{}{}
		}
	}})
	if err != nil {
		t.Fatal(err)
	}
	// From the second large input on (the first pays for lazily built
	// globals), the heap may grow by the findings kept for the report, and
	// by nothing else: a run that kept each input's model would grow by a
	// whole program per input.
	const perFinding, slack = 2 << 10, 256 << 10
	t.Logf("live heap when each large input was reported: %v B; findings by then: %v", heldAt, findings)
	for i := 2; i < len(heldAt); i++ {
		growth := heldAt[i] - heldAt[1]
		if allowed := int64(findings[i]-findings[1])*perFinding + slack; growth > allowed {
			t.Fatalf("after %d of %d large inputs the live heap had grown by %d B since the second, more than the %d B their findings may take: inputs are kept after their outcome is reported", i+1, copies, growth, allowed)
		}
	}
}

type writerFunc func([]byte) (int, error)

func (w writerFunc) Write(p []byte) (int, error) { return w(p) }

// multiDexAPK is the provcode fixture with its classes.dex repeated as
// classes2.dex … classesN.dex, so its program is large next to the heap
// the scan itself keeps.
func multiDexAPK(t *testing.T, n int) []byte {
	t.Helper()
	root, _ := filepath.Abs(filepath.Join("..", ".."))
	zr, err := zip.OpenReader(filepath.Join(root, "testdata", "dex", "provcode.apk"))
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, f := range zr.File {
		if err := zw.Copy(f); err != nil {
			t.Fatal(err)
		}
		if f.Name != "classes.dex" {
			continue
		}
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		dex, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			t.Fatal(err)
		}
		for i := 2; i <= n; i++ {
			w, _ := zw.Create(fmt.Sprintf("classes%d.dex", i))
			w.Write(dex)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}
