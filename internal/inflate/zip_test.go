package inflate

import (
	"archive/zip"
	"io"
	"testing"
)

type rawEntry struct {
	raw  []byte
	size uint64
}

// deflatedEntries reads the compressed bytes of an APK's deflated entries.
func deflatedEntries(t testing.TB, path string) []rawEntry {
	zr, err := zip.OpenReader(path)
	if err != nil {
		return nil // the corpus holds broken zips on purpose
	}
	defer zr.Close()
	var out []rawEntry
	for _, f := range zr.File {
		if f.Method != zip.Deflate || f.UncompressedSize64 > 64<<20 {
			continue
		}
		r, err := f.OpenRaw()
		if err != nil {
			continue
		}
		raw, err := io.ReadAll(r)
		if err != nil {
			continue
		}
		out = append(out, rawEntry{raw, f.UncompressedSize64})
	}
	return out
}
