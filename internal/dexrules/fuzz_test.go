package dexrules_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/clawseed/cetpaudit/internal/check"
	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dexrules"
	"github.com/clawseed/cetpaudit/internal/engine"
	"github.com/clawseed/cetpaudit/internal/manifest"
	"github.com/clawseed/cetpaudit/rules"
)

// fixtureApp is one fixture APK: its classes.dex and its manifest.
type fixtureApp struct {
	dex      []byte
	manifest *manifest.Manifest
}

// fixtureApps loads every fixture APK of testdata/dex that has a single
// classes.dex, in name order.
func fixtureApps(tb testing.TB) []fixtureApp {
	tb.Helper()
	paths, err := filepath.Glob(filepath.Join("..", "..", "testdata", "dex", "*.apk"))
	if err != nil || len(paths) == 0 {
		tb.Fatalf("no fixture APKs: %v", err)
	}
	var out []fixtureApp
	for _, p := range paths {
		if data := classesDex(tb, p); data != nil {
			out = append(out, fixtureApp{data, fixtureManifest(tb, p)})
		}
	}
	return out
}

// FuzzRules runs every dex rule over a crafted classes.dex under the
// manifest of fixture app number app: malformed code, references and
// counts must end in findings, notes or nothing, never a panic or a hang.
// Seeds: each fixture's own dex, and the crafted inputs under
// testdata/crafted (mutated fixtures that once panicked a rule) under
// every manifest.
func FuzzRules(f *testing.F) {
	apps := fixtureApps(f)
	for i, a := range apps {
		f.Add(uint8(i), a.dex)
	}
	crafted, _ := filepath.Glob(filepath.Join("testdata", "crafted", "*.dex"))
	for _, c := range crafted {
		b, err := os.ReadFile(c)
		if err != nil {
			f.Fatal(err)
		}
		for i := range apps {
			f.Add(uint8(i), b)
		}
	}
	f.Fuzz(func(t *testing.T, app uint8, data []byte) {
		a := apps[int(app)%len(apps)]
		d, err := dex.Parse("classes.dex", data)
		if err != nil {
			return
		}
		p, err := program.Load([]*dex.File{d})
		if err != nil {
			return
		}
		engine.Run(&engine.Targets{Dex: []*dexrules.DexTarget{{Path: "crafted.apk", Program: p, Manifest: a.manifest}}},
			check.Options{Enabled: func(*rules.Rule) bool { return true }})
	})
}
