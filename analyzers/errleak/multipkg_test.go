package errleak_test

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/analyzers/errleak"
	"github.com/clawseed/cetpaudit/analyzers/internal/crosspkg"
)

// TestAcrossPackages: message text built by helpers in other packages
// (msgs, which does not import cetp, and wrap, which calls msgs) is
// followed through their facts: each message that carries an error's text
// is reported at the call that puts it there, naming the helper and where
// it takes the text; helpers that return fixed sentences or format only
// strings are not. (analysistest checks each package's own diagnostics,
// so the expected findings are listed here.)
func TestAcrossPackages(t *testing.T) {
	dir, _ := filepath.Abs(filepath.Join("testdata", "multipkg"))
	var got []string
	for _, d := range crosspkg.Run(t, dir, errleak.Analyzer) {
		msg, _, _ := strings.Cut(d.Message, ";")
		got = append(got, fmt.Sprintf("%s %s:%d %s", d.Package, filepath.Base(d.Position.Filename), d.Position.Line, msg))
	}
	slices.Sort(got)
	want := []string{
		`server server.go:20 CETP607: error message is built from "msgs.Describe(err)", whose result carries the text of the error passed to Describe ("err.Error()" at msgs.go:12)`,
		`server server.go:22 CETP607: error message is built from "msgs.Detail(\"save\", err)", whose result carries the text of the error passed to Detail ("err" at msgs.go:17)`,
		`server server.go:25 CETP607: error message is built from "wrap.Explain(err)", whose result carries the text of the error passed to Explain ("msgs.Describe(err)" at wrap.go:9)`,
		`server server.go:27 CETP607: error message is built from "msgs.Last()", whose result carries an error's internal text ("last.Error()" at msgs.go:30)`,
	}
	if !slices.Equal(got, want) {
		t.Errorf("findings:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
}
