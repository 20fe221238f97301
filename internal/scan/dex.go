package scan

import (
	"fmt"
	"strings"

	"github.com/clawseed/cetpaudit/apk"
	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/dexrules"
	"github.com/clawseed/cetpaudit/internal/exepages"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/gcpace"
	"github.com/clawseed/cetpaudit/internal/manifest"
)

// loadedAPK is what loading an APK gave.
type loadedAPK struct {
	manifests []*manifest.Manifest // nil when the APK could not be read
	dex       *dexrules.DexTarget  // nil when no dex rule runs, or not loaded yet
	needDex   bool                 // the dex rules run but the dex is not loaded
	problems  []string             // the archive's ambiguities (apk.File.Problems)
}

// loadAPK opens an APK once and reads what the rules need: the manifests,
// and, with withDex, the dex when a dex rule can run (a tool-provider app,
// or AllCode). An error with manifests set is a dex error: the manifest's
// findings still count.
func (opt *Options) loadAPK(path string, withDex bool) (loadedAPK, error) {
	var a loadedAPK
	f, err := apk.OpenWith(path, apk.Options{MaxInflated: opt.MaxInflated})
	if err != nil {
		return a, err
	}
	defer f.Close()
	ms, err := f.Manifests()
	if err != nil {
		return a, err
	}
	a.manifests = ms
	d := opt.dexTarget(path, ms)
	switch {
	case d == nil:
	case withDex:
		opt.beforeModel(f.DeclaredDexBytes(), f.LargestDeclaredDex())
		d.Program, err = program.LoadAPK(f)
		if err != nil {
			err = nameAPK(path, err)
		} else {
			a.dex = d
		}
	default:
		a.needDex = true
	}
	a.problems = f.Problems()
	return a, err
}

// openDex reopens an APK whose manifests are loaded and reads its dex.
func (opt *Options) openDex(path string, ms []*manifest.Manifest) (*dexrules.DexTarget, []string, error) {
	d := opt.dexTarget(path, ms)
	if d == nil {
		return nil, nil, nil
	}
	f, err := apk.OpenWith(path, apk.Options{MaxInflated: opt.MaxInflated})
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	opt.beforeModel(f.DeclaredDexBytes(), f.LargestDeclaredDex())
	if d.Program, err = program.LoadAPK(f); err != nil {
		return nil, f.Problems(), nameAPK(path, err)
	}
	return d, f.Problems(), nil
}

// releaseExeFrom is the declared dex size from which the executable's
// mapped pages are given back before the model is built. The model takes
// about 4.5 bytes of heap per byte of dex while the peak-RSS budget grows
// by 2 (2 × the largest dex + 32 MiB), so the margin shrinks with the dex:
// without the release AndroGoat (4.5 MB of dex) peaked 7.8 MiB under its
// budget, insecureShop (6.2 MB) 2.7 MiB and InsecureBankv2 (6.1 MB) 0.3 MiB.
// The release saves about 4 MiB and costs a few milliseconds of refaults
// (pages the rest of the run maps again), which smaller audits, with room
// to spare, do not pay.
const releaseExeFrom = 5 << 20

// beforeModel prepares the process for a dex model of n declared bytes
// whose largest dex file declares largest: the collector's pace (gcpace:
// the heap the model takes grows with n, the peak-RSS target with
// largest), the processors the run keeps when collections are coming
// (procFit) and, for a large model, its resident pages.
func (opt *Options) beforeModel(n, largest int64) {
	if expectCollections(n, largest) {
		opt.procs.lower()
	}
	if n >= releaseExeFrom {
		exepages.Release()
	}
}

// expectCollections is gcpace.Expect (a variable for tests).
var expectCollections = gcpace.Expect

// dexTarget is the dex target of an APK, or nil when no dex rule runs on
// it. Of several manifest copies, the first that declares a tool provider
// describes the app.
func (opt *Options) dexTarget(path string, ms []*manifest.Manifest) *dexrules.DexTarget {
	for _, m := range ms {
		d := &dexrules.DexTarget{Path: path, Manifest: m, AllCode: opt.AllCode}
		if d.ToolProviderApp() {
			return d
		}
	}
	if opt.AllCode && len(ms) > 0 {
		return &dexrules.DexTarget{Path: path, Manifest: ms[0], AllCode: true}
	}
	return nil
}

// nameAPK makes an error name the APK first ("app.apk: classes2.dex: …"):
// dex parse errors name only the dex entry.
func nameAPK(path string, err error) error {
	p := finding.Sanitize(path)
	if strings.HasPrefix(err.Error(), p+": ") {
		return err
	}
	return fmt.Errorf("%s: %w", p, err)
}

// detach gives findings their own copies of their text. Names read from a
// dex file point into its inflated bytes (dex.File.String), and a finding
// outlives its input's model: without a copy, one class name in one
// finding would keep a whole dex file alive until the run ends.
func detach(f *finding.Finding) {
	for _, s := range []*string{&f.Message, &f.Location.Path, &f.Location.Logical, &f.Location.LogicalKind,
		&f.Input, &f.Subject, &f.Identity, &f.Content, &f.Snippet, &f.Fingerprint} {
		*s = strings.Clone(*s)
	}
	for k := range f.About {
		f.About[k] = strings.Clone(f.About[k])
	}
}
