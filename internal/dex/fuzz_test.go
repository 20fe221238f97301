package dex

import (
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dexfixture"
)

// exercise reads everything a scan reads from a dex file; it must never
// panic, whatever the input.
func exercise(name string, data []byte) {
	f, err := Parse(name, data)
	if err != nil {
		return
	}
	for i := range uint32(16) { // the map list and call sites (invoke-custom)
		_, _ = f.CallSite(i)
	}
	for i := 0; i < f.NumClasses() && i < 4096; i++ {
		c, err := f.Class(i)
		if err != nil {
			continue
		}
		_, _ = c.StaticValues()
		_, _ = c.SourceDebugExtension()
		_, _ = c.FieldAnnotations()
		_, _ = c.ParameterAnnotations()
		for _, m := range c.Methods() {
			code, err := m.Code()
			if err != nil || code == nil {
				continue
			}
			_ = Walk(code.Insns, func(in *Insn) bool { return true })
			_ = ScanInvokes(code.Insns, func(uint32, byte, uint32) {})
			_, _ = code.Lines(f)
		}
	}
}

// fixtureDex returns the dex files of this package's testdata and of the
// rule fixture APKs: seeds that reach past the header.
func fixtureDex(tb testing.TB, root string) [][]byte {
	var out [][]byte
	files, _ := filepath.Glob(filepath.Join(root, "dex", "testdata", "*.dex"))
	more, _ := filepath.Glob(filepath.Join(root, "dex", "*", "testdata", "*.dex"))
	for _, s := range append(files, more...) {
		if b, err := os.ReadFile(s); err == nil {
			out = append(out, b)
		}
	}
	return append(out, dexfixture.FromAPKs(tb, filepath.Join(root, "testdata", "dex"))...)
}

// FuzzParse feeds mutated dex files to every reader. Mutations that change
// the length would mostly stop at the header's file_size check, so each
// input is also tried with file_size patched to its length: the fuzzer
// then explores the tables, class data, code items and debug info.
func FuzzParse(f *testing.F) {
	for _, b := range fixtureDex(f, filepath.Join("..", "..")) {
		f.Add(b)
	}
	f.Add([]byte("dex\n035\x00"))
	f.Fuzz(func(t *testing.T, data []byte) {
		exercise("fuzz.dex", data)
		if len(data) >= headerSize {
			patched := append([]byte(nil), data...)
			binary.LittleEndian.PutUint32(patched[0x20:], uint32(len(patched)))
			exercise("fuzz.dex", patched)
		}
	})
}

func FuzzDecode(f *testing.F) {
	f.Add([]byte{0x00, 0x01, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00})
	f.Add([]byte{0x6e, 0x20, 0x01, 0x00, 0x10, 0x00})
	f.Fuzz(func(t *testing.T, b []byte) {
		insns := make([]uint16, len(b)/2)
		for i := range insns {
			insns[i] = uint16(b[2*i]) | uint16(b[2*i+1])<<8
		}
		var end uint32
		err := Walk(insns, func(in *Insn) bool {
			if in.Units == 0 {
				t.Fatalf("zero-size instruction at %#x", in.Addr)
			}
			end = in.Addr + in.Units
			return true
		})
		if err == nil && end != uint32(len(insns)) {
			t.Fatalf("walk ended at %#x of %#x", end, len(insns))
		}
		// ScanInvokes must agree with Walk: same error-ness, same invokes.
		var walked, scanned []uint32
		_ = Walk(insns, func(in *Insn) bool {
			if in.IsInvoke() {
				walked = append(walked, in.Addr<<16|in.Index&0xffff)
			}
			return true
		})
		serr := ScanInvokes(insns, func(addr uint32, op byte, index uint32) {
			scanned = append(scanned, addr<<16|index&0xffff)
		})
		if (err == nil) != (serr == nil) || err == nil && fmt.Sprint(walked) != fmt.Sprint(scanned) {
			t.Fatalf("Walk (%v, %v) and ScanInvokes (%v, %v) disagree", err, walked, serr, scanned)
		}
	})
}

// TestFixtureSeedsParse: the fuzz seeds are valid dex files, so fuzzing
// starts from inputs that reach every reader.
func TestFixtureSeedsParse(t *testing.T) {
	seeds := fixtureDex(t, filepath.Join("..", ".."))
	if len(seeds) < 5 {
		t.Fatalf("only %d seed dex files", len(seeds))
	}
	for i, b := range seeds {
		f, err := Parse(fmt.Sprint("seed", i), b)
		if err != nil {
			t.Fatal(err)
		}
		if f.NumClasses() == 0 {
			t.Errorf("seed %d has no classes", i)
		}
	}
}
