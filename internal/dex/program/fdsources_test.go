package program

import (
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
)

// TestDescriptorSourcesCut: the fdsources fixture (Java sketch beside
// testdata/dex/src/fdsources/smali/com/example/fds/ToolProvider.smali)
// puts descriptors under result_fd from a read-only field, an interface
// with two read-only implementations, an abstract plugin method with no
// implementation in the app, and a field nothing in the app writes. None
// is writable; the last two say where the search stopped, and so does
// the interface call when its implementations are more than the targets
// followed (the bound lowered to 1 here; the count includes the
// interface's own method, as live targets do).
func TestDescriptorSourcesCut(t *testing.T) {
	for _, tc := range []struct {
		name  string
		bound int
		cuts  map[int]string // source line of the put -> the cut it gives
	}{
		{"default bound", 0, map[int]string{
			18: "", 19: "",
			20: "comes from Lcom/example/fds/Exporter;->export(Ljava/io/File;)Landroid/os/ParcelFileDescriptor;, which has no implementation in the app to analyze",
			21: "kept in the field com.example.fds.ToolProvider.shared, which no code in the app writes",
		}},
		{"bound 1", 1, map[int]string{
			18: "",
			19: "comes from a call to Lcom/example/fds/FdSource;->open(Ljava/io/File;)Landroid/os/ParcelFileDescriptor;, which has 2 possible targets, more than the 1 whose results the analysis merges",
			20: "which has no implementation in the app to analyze",
			21: "which no code in the app writes",
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := fixtureProgram(t, "fdsources")
			p.SummaryTargets = tc.bound
			call := methodIn(t, p, "Lcom/example/fds/", "ToolProvider", "call")
			puts, _ := p.Puts(map[*dex.Method]*Caller{call: nil}, "result_fd")
			code, err := call.Code()
			if err != nil {
				t.Fatal(err)
			}
			lines, err := code.Lines(call.Class.File)
			if err != nil {
				t.Fatal(err)
			}
			seen := map[int]bool{}
			for _, put := range puts {
				line := dex.LineAt(lines, put.Call.Addr)
				want, ok := tc.cuts[line]
				if !ok {
					t.Errorf("unexpected put at line %d", line)
					continue
				}
				seen[line] = true
				why, cut := p.WritableCut(put.Method, put.Value)
				if why != "" {
					t.Errorf("line %d: writable (%s), want read-only or unknown", line, why)
				}
				if (want == "") != (cut == "") || !strings.Contains(cut, want) {
					t.Errorf("line %d: cut %q, want %q", line, cut, want)
				}
			}
			if len(seen) != len(tc.cuts) {
				t.Errorf("puts at lines %v, want %d of them", seen, len(tc.cuts))
			}
		})
	}
}
