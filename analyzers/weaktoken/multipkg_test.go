package weaktoken_test

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/analyzers/internal/crosspkg"
	"github.com/clawseed/cetpaudit/analyzers/weaktoken"
)

// TestAcrossPackages: a token minted in a helper package that does not
// import cetp (ids) and handed out in another (server) is reported when
// server is analyzed, at the math/rand call in ids — through two helper
// functions — and a crypto/rand helper is not. (analysistest checks each
// package's own diagnostics, so the expected findings are listed here.)
func TestAcrossPackages(t *testing.T) {
	dir, _ := filepath.Abs(filepath.Join("testdata", "multipkg"))
	var got []string
	for _, d := range crosspkg.Run(t, dir, weaktoken.Analyzer) {
		got = append(got, fmt.Sprintf("%s %s:%d %s", d.Package, filepath.Base(d.Position.Filename), d.Position.Line, d.Message))
	}
	want := `server ids.go:14 CETP613: operation ID is built from math/rand ("mrand.Int63()"), which is predictable; generate it with cetp.NewToken, which uses crypto/rand (§2.2, §4.3)`
	if strings.Join(got, "\n") != want {
		t.Errorf("findings:\n%s\nwant:\n%s", strings.Join(got, "\n"), want)
	}
}
