package program

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/clawseed/cetpaudit/apk"
	"github.com/clawseed/cetpaudit/internal/dex"
)

// BenchmarkLoadWriters parses and loads the dex of two corpus APKs of
// about 2 MB of dex (the median of bench/dex.sh's set), then builds the
// whole-program field-writer index the PendingIntent search asks for: the
// load's passes over every instruction, and the one after it that the
// load's notes shorten. A fixture stands in when $CETPAUDIT_CORPUS is
// unset.
func BenchmarkLoadWriters(b *testing.B) {
	paths := []string{filepath.Join("..", "..", "..", "testdata", "dex", "boxing.apk")}
	if dir := os.Getenv("CETPAUDIT_CORPUS"); dir != "" {
		paths = []string{filepath.Join(dir, "quark__dvba.apk"), filepath.Join(dir, "androguard__a2dp.Vol_137.apk")}
	}
	for _, path := range paths {
		a, err := apk.Open(path)
		if err != nil {
			b.Fatal(err)
		}
		var names []string
		var datas [][]byte
		for _, name := range a.DexNames() {
			data, err := a.ReadEntry(name, MaxDexSize)
			if err != nil {
				b.Fatal(err)
			}
			names, datas = append(names, name), append(datas, data)
		}
		a.Close()
		b.Run(filepath.Base(path), func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				files := make([]*dex.File, len(datas))
				for k := range datas {
					if files[k], err = dex.Parse(names[k], datas[k]); err != nil {
						b.Fatal(err)
					}
				}
				p, err := Load(files)
				if err != nil {
					b.Fatal(err)
				}
				p.indexFieldWriters()
			}
		})
	}
}
