package program

import (
	"slices"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
)

// TestStoredParamFields (rev34_j2, a blind round's app; sketch in
// testdata/dex/src/rev34_j2/sketch): fields a writer sets from its
// parameter are judged by what the writer's callers pass. A record
// `Pipe(source, sink)` built as `new Pipe(fds[1], fds[0])` keeps the
// pipe's write end in source: the descriptor put as result_fd from
// pipe.source() is writable, found through Pipe.open; the read-only file
// put by shiftReport is not. A builder's Intent made in its constructor as
// `new Intent(context, screen)` names, per construction, the class each
// caller passes: the PendingIntent its build() makes has those choices,
// and is mutable as the one caller that calls updating() builds it.
func TestStoredParamFields(t *testing.T) {
	p := fixtureProgram(t, "rev34_j2")
	const pkg = "Lcom/example/r34j2/"
	for _, tc := range []struct {
		method, want string
	}{
		{"tripReceipt", "it is the write end of a pipe (passed by com.example.r34j2.Pipe.open) (kept in the field com.example.r34j2.Pipe.source)"},
		{"shiftReport", ""},
	} {
		m := methodIn(t, p, pkg, "TripsToolProvider", tc.method)
		puts, _ := p.Puts(map[*dex.Method]*Caller{m: nil}, "result_fd")
		if len(puts) != 1 {
			t.Fatalf("%s: %d result_fd puts, want 1", tc.method, len(puts))
		}
		why, cut := p.WritableCut(m, puts[0].Value)
		if why != tc.want || cut != "" {
			t.Errorf("%s: Writable = %q (cut %q), want %q", tc.method, why, cut, tc.want)
		}
	}

	sites, err := p.PendingIntents()
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range sites {
		if s.Method.Class.Name == pkg+"Resolution;" && s.Method.Ref.Name == "build" {
			got = s.Targets()
		}
	}
	want := []string{pkg + "PauseActivity;", pkg + "ShiftActivity;"}
	if !slices.Equal(got, want) {
		t.Errorf("Resolution.build's targets = %v, want %v", got, want)
	}
	// The builder's flags field unites FLAG_IMMUTABLE (its constructor)
	// and FLAG_UPDATE_CURRENT (updating()); per object, only endShift's
	// builder calls updating().
	for _, s := range sites {
		if s.Method.Class.Name == pkg+"Resolution;" && s.Method.Ref.Name == "build" {
			if s.Mutable != Yes || s.MutableVia == nil || s.MutableVia.Ref.Name != "endShift" {
				t.Errorf("Resolution.build: Mutable %v via %v, want Yes via endShift", s.Mutable, s.MutableVia)
			}
		}
	}
}
