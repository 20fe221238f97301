package dex

import (
	"os"
	"path/filepath"
	"testing"
)

// exercise reads everything a scan reads from a dex file; it must never
// panic, whatever the input.
func exercise(name string, data []byte) {
	f, err := Parse(name, data)
	if err != nil {
		return
	}
	for i := 0; i < f.NumClasses() && i < 4096; i++ {
		c, err := f.Class(i)
		if err != nil {
			continue
		}
		_, _ = c.StaticValues()
		for _, m := range c.Methods() {
			code, err := m.Code()
			if err != nil || code == nil {
				continue
			}
			_ = Walk(code.Insns, func(in *Insn) bool { return true })
			_, _ = code.Lines(f)
		}
	}
}

func FuzzParse(f *testing.F) {
	seeds, _ := filepath.Glob("testdata/*.dex")
	for _, s := range seeds {
		if b, err := os.ReadFile(s); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte("dex\n035\x00"))
	f.Fuzz(func(t *testing.T, data []byte) {
		exercise("fuzz.dex", data)
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
	})
}
