package dexrules

import (
	"path/filepath"
	"testing"

	"github.com/clawseed/cetpaudit/apk"
	"github.com/clawseed/cetpaudit/internal/dex/program"
)

// fixtureProgram loads testdata/dex/<name>.apk for the package's internal
// tests; the APK stays open until the test ends (the program reads code
// from it on demand).
func fixtureProgram(t *testing.T, name string) *program.Program {
	t.Helper()
	f, err := apk.Open(filepath.Join("..", "..", "testdata", "dex", name+".apk"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	prog, err := program.LoadAPK(f)
	if err != nil {
		t.Fatal(err)
	}
	return prog
}
