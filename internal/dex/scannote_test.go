package dex

import (
	"os"
	"path/filepath"
	"testing"
)

// checkScans compares the table-driven scans of every method of f with a
// Walk of the same code: the same invokes and field writes, the same
// error, and ScanInvokesNoting's flag set exactly when a field write was
// passed before it.
func checkScans(t *testing.T, where string, f *File) {
	t.Helper()
	for k := 0; k < f.NumClasses(); k++ {
		c, err := f.Class(k)
		if err != nil {
			t.Fatalf("%s: %v", where, err)
		}
		for _, m := range c.Methods() {
			insns, err := m.Insns()
			if err != nil || insns == nil {
				continue
			}
			var wantCalls, gotCalls, wantWrites, gotWrites []uint32
			walkErr := Walk(insns, func(in *Insn) bool {
				switch {
				case invokeOps[in.Op] && in.Fmt != FmtPayload:
					wantCalls = append(wantCalls, in.Addr)
				case fieldWriteOps[in.Op] && in.Fmt != FmtPayload:
					wantWrites = append(wantWrites, in.Addr)
				}
				return true
			})
			writes, scanErr := ScanInvokesNoting(insns, func(addr uint32, _ byte, _ uint32) { gotCalls = append(gotCalls, addr) })
			_ = ScanFieldWrites(insns, func(addr uint32, _ byte, _ uint32) { gotWrites = append(gotWrites, addr) })
			if (walkErr == nil) != (scanErr == nil) {
				t.Errorf("%s: %s: Walk error %v, scan error %v", where, m, walkErr, scanErr)
			}
			if walkErr == nil && (!equalAddrs(wantCalls, gotCalls) || !equalAddrs(wantWrites, gotWrites)) {
				t.Errorf("%s: %s: calls %v, want %v; writes %v, want %v", where, m, gotCalls, wantCalls, gotWrites, wantWrites)
			}
			if writes != (len(gotWrites) > 0) {
				t.Errorf("%s: %s: ScanInvokesNoting says writes=%v, ScanFieldWrites found %d", where, m, writes, len(gotWrites))
			}
		}
	}
}

func equalAddrs(a, b []uint32) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestScanNoting checks the scans against Walk on the fixture and, with
// $CETPAUDIT_CORPUS, on every corpus dex: the flag the load notes
// (Method.NoteNoFieldWrites) lets the writer searches skip a method, so it
// must never miss a write.
func TestScanNoting(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "formats.dex"))
	if err != nil {
		t.Fatal(err)
	}
	f, err := Parse("formats.dex", data)
	if err != nil {
		t.Fatal(err)
	}
	checkScans(t, "formats.dex", f)
	if os.Getenv("CETPAUDIT_CORPUS") == "" {
		return
	}
	corpusDex(t, func(apk, name string, data []byte) {
		f, err := Parse(name, data)
		if err != nil {
			return // TestCorpusWalk reports it
		}
		checkScans(t, apk+"!"+name, f)
	})
}

// TestScanStepsMatchFormats checks the scans' size table against the
// formats: every opcode the table steps over in one test has its format's
// size, and every field write is marked.
func TestScanStepsMatchFormats(t *testing.T) {
	for op := 0; op < 256; op++ {
		step := scanSteps[op]
		f := formats[op]
		if step&scanUnits == scanSlow {
			continue
		}
		if uint32(step&scanUnits) != formatUnits[f] {
			t.Errorf("op %#02x: step %d units, format %d", op, step&scanUnits, formatUnits[f])
		}
		if (step&scanWrite != 0) != fieldWriteOps[op] {
			t.Errorf("op %#02x: write mark %v, fieldWriteOps %v", op, step&scanWrite != 0, fieldWriteOps[op])
		}
	}
	if scanSteps[0x59]&scanWrite == 0 || scanSteps[0x6e] != scanSlow {
		t.Error("iput not marked or invoke-virtual not slow: the table was built before formats")
	}
}
