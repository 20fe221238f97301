package apk

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/clawseed/cetpaudit/internal/manifest"
)

// corpusDir is the third-party APK corpus (CETPAUDIT_CORPUS); tests that
// need it skip when it is unset.
func corpusDir(t testing.TB) string {
	dir := os.Getenv("CETPAUDIT_CORPUS")
	if dir == "" {
		t.Skip("CETPAUDIT_CORPUS is not set")
	}
	return dir
}

type counts struct{ act, alias, svc, rcv, prov int }

func countKinds(m *manifest.Manifest) counts {
	var c counts
	for _, comp := range m.Components {
		switch comp.Kind {
		case manifest.Activity:
			c.act++
		case manifest.ActivityAlias:
			c.alias++
		case manifest.Service:
			c.svc++
		case manifest.Receiver:
			c.rcv++
		case manifest.Provider:
			c.prov++
		}
	}
	return c
}

// TestCorpus decodes every corpus APK. Packages and component counts were
// read with `aapt dump xmltree` (or, for the files aapt cannot open,
// androguard); the corpus's SOURCES.md lists them too.
func TestCorpus(t *testing.T) {
	dir := corpusDir(t)
	want := map[string]struct {
		pkg string
		n   counts
	}{
		"androguard__AndroidManifest_ShortName.apk":                     {"com.android.galaxy4", counts{act: 1, svc: 1}},
		"androguard__Invalid.apk":                                       {"re.androguard.android.invalid", counts{act: 1}},
		"androguard__TC-debug.apk":                                      {"org.t0t0.androguard.TC", counts{act: 1}},
		"androguard__TestActivity.apk":                                  {"tests.androguard", counts{act: 1}},
		"androguard__a2dp.Vol_137.apk":                                  {"a2dp.Vol", counts{act: 8, svc: 4, rcv: 2}},
		"androguard__app-debug-androidTest.apk":                         {"androguard.test.test", counts{act: 3}},
		"androguard__app-prod-debug.apk":                                {"com.greenaddress.abcore", counts{act: 10, svc: 3, rcv: 1}},
		"androguard__com.android.example.text.styling.apk":              {"com.android.example.text.styling", counts{act: 1}},
		"androguard__com.example.android.wearable.wear.weardrawers.apk": {"com.example.android.wearable.wear.weardrawers", counts{act: 2}},
		"androguard__com.teleca.jamendo_35.apk":                         {"com.teleca.jamendo", counts{act: 13, svc: 2}},
		"androguard__com.test.intent_filter.apk":                        {"com.test.intent_filter", counts{act: 2, svc: 1, rcv: 1}},
		"androguard__compact-entry.apk":                                 {"com.erev0s", counts{}},
		"androguard__partialsignature.apk":                              {"a2dp.Vol", counts{act: 8, svc: 4, rcv: 2}},
		"androguard__v1v2v3-invalid-zip.apk":                            {"android.appsecurity.cts.tinyapp", counts{act: 1}},
		"androguard__v2-only-truncated-cd.apk":                          {"android.appsecurity.cts.tinyapp", counts{act: 1}},
		"fdroidserver__SystemWebView-repack.apk":                        {"com.revrobotics.webview", counts{act: 3, alias: 2, svc: 51, rcv: 1, prov: 3}},
		"fdroidserver__com.politedroid_6.apk":                           {"com.politedroid", counts{act: 1, rcv: 1}},
		"fdroidserver__duplicate.permisssions_9999999.apk":              {"duplicate.permisssions", counts{act: 1}},
		"fdroidserver__info.zwanenburg.caffeinetile_4.apk":              {"info.zwanenburg.caffeinetile", counts{act: 1, svc: 2}},
		"fdroidserver__issue-1128-poc1.apk":                             {"android.appsecurity.cts.tinyapp", counts{act: 1}},
		"fdroidserver__issue-1128-poc2.apk":                             {"android.appsecurity.cts.tinyapp", counts{act: 1}},
		"fdroidserver__janus.apk":                                       {"com.example", counts{act: 1}},
		"fdroidserver__org.dyndns.fules.ck_20.apk":                      {"org.dyndns.fules.ck", counts{act: 2, svc: 1}},
		"fdroidserver__org.sajeg.fallingblocks_3.apk":                   {"org.sajeg.fallingblocks", counts{act: 2, svc: 1}},
		"fdroidserver__souch.smsbypass_9.apk":                           {"souch.smsbypass", counts{act: 8, rcv: 1}},
		"fdroidserver__urzip-badsig.apk":                                {"info.guardianproject.urzip", counts{act: 1}},
		"mascrackmes__UnCrackable-Level1.apk":                           {"owasp.mstg.uncrackable1", counts{act: 1}},
		"mascrackmes__UnCrackable-Level2.apk":                           {"owasp.mstg.uncrackable2", counts{act: 1}},
		"obfuscapk__com.obfuscapk.demo.v1.0-original.apk":               {"com.obfuscapk.demo", counts{act: 1}},
		"qark__goatdroid.apk":                                           {"org.owasp.goatdroid.fourgoats", counts{act: 33, svc: 1, rcv: 1}},
		"quark__AndroGoat.apk":                                          {"owasp.sat.agoat", counts{act: 25, svc: 1, rcv: 1}},
		"quark__InsecureBankv2.apk":                                     {"com.android.insecurebankv2", counts{act: 10, rcv: 2, prov: 1}},
		"quark__diva.apk":                                               {"jakhar.aseem.diva", counts{act: 17, prov: 1}},
		"quark__dvba.apk":                                               {"com.app.damnvulnerablebank", counts{act: 19, svc: 1, prov: 1}},
		"quark__insecureShop.apk":                                       {"com.insecureshop", counts{act: 10, svc: 1, prov: 2}},
		"quark__ovaa.apk":                                               {"oversecured.ovaa", counts{act: 5, svc: 1, rcv: 1, prov: 3}},
		"quark__pivaa.apk":                                              {"com.htbridge.pivaa", counts{act: 10, svc: 1, rcv: 1, prov: 1}},
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.apk"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no APKs in %s: %v", dir, err)
	}
	seen := 0
	for _, path := range files {
		name := filepath.Base(path)
		t.Run(name, func(t *testing.T) {
			m, err := LoadManifest(path)
			if name == "androguard__multidex.apk" {
				if !errors.Is(err, ErrNoManifest) {
					t.Errorf("err = %v, want one naming the missing AndroidManifest.xml", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			w, ok := want[name]
			if !ok {
				t.Skipf("no expectations for %s (package %s)", name, m.Package)
			}
			seen++
			if m.Package != w.pkg {
				t.Errorf("package = %q, want %q", m.Package, w.pkg)
			}
			if got := countKinds(m); got != w.n {
				t.Errorf("components = %+v, want %+v", got, w.n)
			}
		})
	}
	if seen != len(want) {
		t.Errorf("checked %d of the %d expected APKs", seen, len(want))
	}
}

// TestCorpusSpotChecks compares single elements with `aapt dump xmltree`.
func TestCorpusSpotChecks(t *testing.T) {
	dir := corpusDir(t)
	get := func(t *testing.T, name string) *manifest.Manifest {
		m, err := LoadManifest(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	t.Run("diva exported provider", func(t *testing.T) {
		m := get(t, "quark__diva.apk")
		p := component(t, m, "jakhar.aseem.diva.NotesProvider")
		if m.ExportedState(p) != manifest.Exported || !p.IsEnabled() ||
			!slices.Equal(p.Authorities, []string{"jakhar.aseem.diva.provider.notesprovider"}) || p.ReadPermission != "" {
			t.Errorf("NotesProvider = %+v", p)
		}
	})
	t.Run("ovaa providers", func(t *testing.T) {
		m := get(t, "quark__ovaa.apk")
		theft := component(t, m, "oversecured.ovaa.providers.TheftOverwriteProvider")
		creds := component(t, m, "oversecured.ovaa.providers.CredentialsProvider")
		fp := component(t, m, "androidx.core.content.FileProvider")
		if m.ExportedState(theft) != manifest.Exported || m.ExportedState(creds) != manifest.NotExported {
			t.Errorf("exported: theft %v, creds %v", m.ExportedState(theft), m.ExportedState(creds))
		}
		md, ok := fp.Meta("android.support.FILE_PROVIDER_PATHS")
		if !ok || md.Resource.Kind != manifest.Reference || md.Resource.RefID>>24 != 0x7f {
			t.Errorf("FileProvider meta-data = %+v", md)
		}
	})
	t.Run("caffeinetile protected tile service", func(t *testing.T) {
		m := get(t, "fdroidserver__info.zwanenburg.caffeinetile_4.apk")
		s := component(t, m, "info.zwanenburg.caffeinetile.CaffeineTileService")
		if s.Permission != "android.permission.BIND_QUICK_SETTINGS_TILE" || !s.HasAction("android.service.quicksettings.action.QS_TILE") || m.ExportedState(s) != manifest.Exported {
			t.Errorf("tile service = %+v", s)
		}
		w := component(t, m, "info.zwanenburg.caffeinetile.WakelockService")
		if m.ExportedState(w) != manifest.NotExported {
			t.Errorf("WakelockService exported = %v", m.ExportedState(w))
		}
	})
	t.Run("SystemWebView providers", func(t *testing.T) {
		m := get(t, "fdroidserver__SystemWebView-repack.apk")
		p := component(t, m, "org.chromium.android_webview.services.SafeModeContentProvider")
		if !slices.Equal(p.Authorities, []string{"com.revrobotics.webview.SafeModeContentProvider"}) || m.ExportedState(p) != manifest.Exported {
			t.Errorf("SafeModeContentProvider = %+v", p)
		}
	})
	t.Run("no resources.arsc", func(t *testing.T) {
		m := get(t, "androguard__AndroidManifest_ShortName.apk")
		if m.ResourcesResolved {
			t.Error("ResourcesResolved without resources.arsc")
		}
	})
	t.Run("dex names", func(t *testing.T) {
		for name, want := range map[string][]string{
			"androguard__app-debug-androidTest.apk":       {"classes.dex", "classes2.dex", "classes3.dex"},
			"fdroidserver__org.sajeg.fallingblocks_3.apk": nil,
			"quark__diva.apk":                             {"classes.dex"},
		} {
			f, err := Open(filepath.Join(dir, name))
			if err != nil {
				t.Fatal(err)
			}
			if got := f.DexNames(); !slices.Equal(got, want) {
				t.Errorf("%s: DexNames = %q, want %q", name, got, want)
			}
			f.Close()
		}
	})
}

// BenchmarkDecode measures opening an APK and decoding its manifest: a
// corpus app with many components (SystemWebView) when CETPAUDIT_CORPUS is
// set, the typed fixture otherwise.
func BenchmarkDecode(b *testing.B) {
	path := typedAPK
	if dir := os.Getenv("CETPAUDIT_CORPUS"); dir != "" {
		path = filepath.Join(dir, "fdroidserver__SystemWebView-repack.apk")
	}
	b.ReportAllocs()
	for range b.N {
		if _, err := LoadManifest(path); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkHostile measures the hostile inputs: each must fail fast and
// small (targets: under 2 s and 200 MB per input).
func BenchmarkHostile(b *testing.B) {
	for _, tc := range hostileCases(b) {
		b.Run(tc.name, func(b *testing.B) {
			b.ReportAllocs()
			for range b.N {
				if _, err := LoadManifest(tc.path); err == nil {
					b.Fatal("no error")
				}
			}
		})
	}
}
