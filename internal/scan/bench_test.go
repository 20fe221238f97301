package scan

import (
	"os"
	"path/filepath"
	"testing"
)

// BenchmarkScanAPK measures manifest decode plus the rules on one APK: a
// corpus APK with many components when $CETPAUDIT_CORPUS is set, a fixture
// otherwise. Compare with bench/aapt.sh for the whole process.
func BenchmarkScanAPK(b *testing.B) {
	apk := filepath.Join("..", "..", "testdata", "apks", "ok_dual_stack.apk")
	if dir := os.Getenv("CETPAUDIT_CORPUS"); dir != "" {
		apk = filepath.Join(dir, "fdroidserver__SystemWebView-repack.apk")
	}
	root, _ := filepath.Abs(filepath.Join("..", ".."))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		res, err := Run([]string{apk}, Options{Root: root})
		if err != nil || len(res.Errors) > 0 {
			b.Fatal(err, res.Errors)
		}
	}
}

// BenchmarkScanAPKAllCode is the whole audit of bench/dex.sh's column (a):
// manifest, every dex file and every rule with --all-code, on the corpus's
// three APKs with the most dex (a fixture when $CETPAUDIT_CORPUS is unset),
// one sub-benchmark each: profile them together with -cpuprofile.
func BenchmarkScanAPKAllCode(b *testing.B) {
	apks := []string{filepath.Join("..", "..", "testdata", "dex", "callerid.apk")}
	if dir := os.Getenv("CETPAUDIT_CORPUS"); dir != "" {
		apks = apks[:0]
		for _, name := range []string{"quark__insecureShop.apk", "quark__InsecureBankv2.apk", "quark__AndroGoat.apk"} {
			apks = append(apks, filepath.Join(dir, name))
		}
	}
	root, _ := filepath.Abs(filepath.Join("..", ".."))
	for _, apk := range apks {
		b.Run(filepath.Base(apk), func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				res, err := Run([]string{apk}, Options{Root: root, AllCode: true})
				if err != nil || len(res.Errors) > 0 {
					b.Fatal(err, res.Errors)
				}
			}
		})
	}
}
