package engine_test

import (
	"path/filepath"
	"testing"

	"github.com/clawseed/cetpaudit/internal/check"
	"github.com/clawseed/cetpaudit/internal/engine"
	"github.com/clawseed/cetpaudit/internal/manifest"
)

// A CETP103 in one app must not silence a CETP104 in another app whose
// tool service has the same class name: precedence is per manifest.
func TestPrecedenceIsPerManifest(t *testing.T) {
	var ms []*manifest.Manifest
	for _, name := range []string{"cetp103_version_float", "cetp104_not_member"} {
		m, err := manifest.LoadSource(filepath.Join("..", "..", "testdata", "manifests", name, "AndroidManifest.xml"), manifest.SourceOptions{})
		if err != nil {
			t.Fatal(err)
		}
		ms = append(ms, m)
	}
	got := map[string]int{}
	for _, f := range engine.Run(&engine.Targets{Manifests: ms}, check.Options{}) {
		got[f.RuleID]++
	}
	if got["CETP103"] != 1 || got["CETP104"] != 1 {
		t.Errorf("findings by rule %v, want one CETP103 and one CETP104", got)
	}
}
