// Package dexfixture gives tests the dex files inside the fixture APKs, as
// fuzz seeds and inputs for whole-program tests.
package dexfixture

import (
	"archive/zip"
	"io"
	"path/filepath"
	"testing"
)

// FromAPKs returns every .dex entry of every *.apk in dir.
func FromAPKs(tb testing.TB, dir string) [][]byte {
	tb.Helper()
	var out [][]byte
	apks, _ := filepath.Glob(filepath.Join(dir, "*.apk"))
	for _, apk := range apks {
		zr, err := zip.OpenReader(apk)
		if err != nil {
			tb.Fatal(err)
		}
		for _, e := range zr.File {
			if filepath.Ext(e.Name) != ".dex" {
				continue
			}
			rc, err := e.Open()
			if err != nil {
				tb.Fatal(err)
			}
			b, err := io.ReadAll(rc)
			rc.Close()
			if err != nil {
				tb.Fatal(err)
			}
			out = append(out, b)
		}
		zr.Close()
	}
	return out
}
