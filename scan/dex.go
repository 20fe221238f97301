package scan

import (
	"github.com/clawseed/cetpaudit/apk"
	"github.com/clawseed/cetpaudit/dex/program"
	"github.com/clawseed/cetpaudit/manifest"
	"github.com/clawseed/cetpaudit/rules"
)

// loadDex reads an APK's dex files into a rule target. It skips the work
// (nil, nil) when no dex rule would run: the app declares no TOOL_PROVIDER
// service and --all-code is off.
func loadDex(path string, m *manifest.Manifest, allCode bool) (*rules.DexTarget, error) {
	d := &rules.DexTarget{Path: path, Manifest: m, AllCode: allCode}
	if !allCode && !d.ToolProviderApp() {
		return nil, nil
	}
	f, err := apk.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if d.Program, err = program.LoadAPK(f); err != nil {
		return nil, err
	}
	return d, nil
}
