package apk

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"hash/crc32"
	"os"
	"testing"
)

// rawDeflated is a central-directory entry written as aapt and zipalign
// write them (no data descriptor), with its header fields set by hand, so
// that a test can make them lie.
func rawDeflated(t testing.TB, name string, data []byte, edit func(*zip.FileHeader)) zipEntry {
	t.Helper()
	var c bytes.Buffer
	w, _ := flate.NewWriter(&c, flate.BestCompression)
	w.Write(data)
	w.Close()
	h := &zip.FileHeader{Name: name, Method: zip.Deflate, CRC32: crc32.ChecksumIEEE(data),
		CompressedSize64: uint64(c.Len()), UncompressedSize64: uint64(len(data))}
	if edit != nil {
		edit(h)
	}
	return zipEntry{raw: h, rawBuf: c.Bytes()}
}

// The whole-buffer inflate reads what the streaming inflater reads, and
// fails where it fails: an honest entry, a declared size too small or too
// large, a wrong CRC-32, a size no DEFLATE stream reaches, a truncated
// stream.
func TestInflateWholeAgreesWithStreaming(t *testing.T) {
	dex := bytes.Repeat([]byte("dex\n035\x00Lcom/example/Provider;->call()V "), 3000)
	descriptor := func(h *zip.FileHeader) { h.Flags |= 0x8 }
	tests := []struct {
		name string
		edit func(*zip.FileHeader)
		cut  int // bytes cut from the end of the compressed stream
		// badDescriptor flips a bit of the CRC-32 in the data descriptor
		// that follows the compressed stream (the central directory's is
		// left right).
		badDescriptor bool
		ok            bool
	}{
		{name: "honest", ok: true},
		// jarsigner and java.util.zip write a data descriptor after each
		// entry; the central directory still has the sizes and CRC-32.
		{name: "data descriptor", edit: descriptor, ok: true},
		{name: "data descriptor naming another checksum", edit: descriptor, badDescriptor: true},
		{name: "data descriptor, wrong checksum", edit: func(h *zip.FileHeader) { h.Flags |= 0x8; h.CRC32 ^= 1 }},
		{name: "size too small", edit: func(h *zip.FileHeader) { h.UncompressedSize64-- }},
		{name: "size too large", edit: func(h *zip.FileHeader) { h.UncompressedSize64++ }},
		{name: "wrong checksum", edit: func(h *zip.FileHeader) { h.CRC32 ^= 1 }},
		{name: "size past any ratio", edit: func(h *zip.FileHeader) { h.UncompressedSize64 = 2000 * h.CompressedSize64 }},
		{name: "truncated stream", cut: 10},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := rawDeflated(t, "classes.dex", dex, tt.edit)
			if tt.cut > 0 {
				e.rawBuf = e.rawBuf[:len(e.rawBuf)-tt.cut]
				e.raw.CompressedSize64 = uint64(len(e.rawBuf))
			}
			path := writeAPK(t, zipEntry{name: "AndroidManifest.xml", data: minimalManifest()}, e)
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if tt.badDescriptor {
				// The descriptor follows the compressed stream: its signature,
				// then the CRC-32.
				at := bytes.Index(data, e.rawBuf) + len(e.rawBuf)
				if !bytes.Equal(data[at:at+4], []byte("PK\x07\x08")) {
					t.Fatal("no data descriptor after the entry")
				}
				data[at+4] ^= 1
			}
			read := func(streamOnly bool) ([]byte, error) {
				f, err := newFile("t.apk", bytes.NewReader(data), int64(len(data)), Options{})
				if err != nil {
					t.Fatal(err)
				}
				defer f.Close()
				f.zip.streamOnly = streamOnly
				return f.ReadEntry("classes.dex", 1<<20)
			}
			f, err := newFile("t.apk", bytes.NewReader(data), int64(len(data)), Options{})
			if err != nil {
				t.Fatal(err)
			}
			if _, fast := f.zip.inflateWhole(f.zip.byName["classes.dex"][0], 1<<20); fast != tt.ok {
				t.Errorf("the fast path answered %v, want %v", fast, tt.ok)
			}
			f.Close()
			got, err := read(false)
			want, werr := read(true)
			if !bytes.Equal(got, want) || (err == nil) != (werr == nil) {
				t.Fatalf("fast path: %d bytes, %v; streaming: %d bytes, %v", len(got), err, len(want), werr)
			}
			if (err == nil) != tt.ok || (tt.ok && !bytes.Equal(got, dex)) {
				t.Fatalf("read %d bytes, %v; want ok=%v", len(got), err, tt.ok)
			}
		})
	}
}
