package scan

import (
	"github.com/clawseed/cetpaudit/apk"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dexrules"
	"github.com/clawseed/cetpaudit/internal/manifest"
)

// loadAPK opens an APK once and reads what the rules need: the manifest,
// and the dex when a dex rule can run (a tool-provider app, or allCode).
// The dex target is nil otherwise.
func loadAPK(path string, allCode bool) (*manifest.Manifest, *dexrules.DexTarget, error) {
	f, err := apk.Open(path)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	m, err := f.Manifest()
	if err != nil {
		return nil, nil, err
	}
	d := &dexrules.DexTarget{Path: path, Manifest: m, AllCode: allCode}
	if !allCode && !d.ToolProviderApp() {
		return m, nil, nil
	}
	if d.Program, err = program.LoadAPK(f); err != nil {
		return nil, nil, err
	}
	return m, d, nil
}
