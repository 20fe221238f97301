package apk

import (
	"archive/zip"
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"github.com/clawseed/cetpaudit/cetp"
	"io"
	"os"
	"path"
	"strconv"

	"github.com/avast/apkparser"

	"github.com/clawseed/cetpaudit/internal/capped"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/manifest"
)

// Caps on what an APK may make the decoder read or hold.
const (
	// MaxManifestBytes caps the inflated AndroidManifest.xml.
	MaxManifestBytes = 32 << 20
	// MaxResourcesBytes caps the inflated resources.arsc.
	MaxResourcesBytes = 48 << 20
	// MaxEntries caps the zip entries an APK may declare; large games
	// have tens of thousands.
	MaxEntries = 250_000
	// maxResourceStrings is apkparser's string budget per arsc string pool.
	maxResourceStrings = 16 << 20
	// maxRefHops bounds reference chains (@bool/a -> @bool/b -> ...).
	maxRefHops = 8
)

// Sentinel errors, for errors.Is.
var (
	// ErrNotZip: the file has no zip entries at all.
	ErrNotZip = errors.New("not an APK: no zip entries found")
	// ErrNoManifest: the APK has no AndroidManifest.xml entry.
	ErrNoManifest = errors.New("no AndroidManifest.xml in the APK")
	// ErrTooLarge: an entry inflates past the cap its reader set.
	ErrTooLarge = errors.New("entry inflates past its size cap")
)

// File is an opened APK. It is not safe for concurrent use.
type File struct {
	path string
	zip  *apkparser.ZipReader

	resTried bool
	res      *apkparser.ResourceTable
	resErr   error
}

// Open opens an APK with apkparser's tolerant zip reader, which also reads
// archives whose central directory is broken (it then scans local headers)
// and dex-prepended (Janus) files.
func Open(name string) (*File, error) {
	p := finding.Sanitize(name)
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	fail := func(err error) (*File, error) {
		f.Close()
		return nil, err
	}
	st, err := f.Stat()
	if err != nil {
		return fail(fmt.Errorf("%s: %w", p, err))
	}
	if !st.Mode().IsRegular() {
		return fail(fmt.Errorf("%s: not a regular file", p))
	}
	if err := checkEntryCount(f, st.Size()); err != nil {
		return fail(fmt.Errorf("%s: %w", p, err))
	}
	zr, err := openZip(f)
	if err != nil {
		return fail(fmt.Errorf("%s: unreadable zip: %w", p, err))
	}
	if len(zr.FilesOrdered) == 0 {
		zr.Close()
		return fail(fmt.Errorf("%s: %w", p, ErrNotZip))
	}
	return &File{path: name, zip: zr}, nil
}

// openZip hands f to apkparser, which owns it from then on, and turns its
// panics into errors.
func openZip(f *os.File) (zr *apkparser.ZipReader, err error) {
	defer func() {
		if r := recover(); r != nil {
			zr, err = nil, fmt.Errorf("zip reader failed: %v", r)
		}
	}()
	zr, err = apkparser.OpenZipReader(f)
	if err != nil {
		return nil, err
	}
	return zr, nil
}

// checkEntryCount refuses archives that would make the zip readers hold
// more than MaxEntries entries: the count in the end-of-central-directory
// record when archive/zip can read it, else the local headers that the
// fallback scan would visit.
func checkEntryCount(f *os.File, size int64) error {
	n, err := declaredEntries(f, size)
	if err != nil {
		return err
	}
	if n > MaxEntries {
		return fmt.Errorf("zip declares %d entries; the limit is %d", n, MaxEntries)
	}
	if _, err := zip.NewReader(f, size); err == nil {
		return nil
	}
	c, err := countLocalHeaders(io.NewSectionReader(f, 0, size), MaxEntries)
	if err != nil {
		return err
	}
	if c > MaxEntries {
		return fmt.Errorf("broken zip with more than %d local file headers", MaxEntries)
	}
	return nil
}

// declaredEntries reads the entry count of the end-of-central-directory
// record (or its zip64 form).
func declaredEntries(r io.ReaderAt, size int64) (uint64, error) {
	const eocdLen, maxComment = 22, 1 << 16
	n := min(size, eocdLen+maxComment)
	buf := make([]byte, n)
	if _, err := r.ReadAt(buf, size-n); err != nil && err != io.EOF {
		return 0, err
	}
	i := bytes.LastIndex(buf, []byte("PK\x05\x06"))
	if i < 0 || len(buf)-i < eocdLen {
		return 0, nil // no record: the fallback scan counts instead
	}
	count := uint64(binary.LittleEndian.Uint16(buf[i+10:]))
	if count != 0xffff || i < 20 || string(buf[i-20:i-16]) != "PK\x06\x07" {
		return count, nil
	}
	off := int64(binary.LittleEndian.Uint64(buf[i-20+8:]))
	rec := make([]byte, 56)
	if off < 0 || off > size-56 {
		return count, nil
	}
	if _, err := r.ReadAt(rec, off); err != nil {
		return 0, err
	}
	if string(rec[:4]) != "PK\x06\x06" {
		return count, nil
	}
	return binary.LittleEndian.Uint64(rec[32:]), nil
}

// countLocalHeaders counts local file header signatures, stopping past
// limit.
func countLocalHeaders(r io.Reader, limit int) (int, error) {
	sig := []byte("PK\x03\x04")
	buf := make([]byte, 1<<20+3)
	carry, n := 0, 0
	for {
		k, err := io.ReadFull(r, buf[carry:])
		data := buf[:carry+k]
		n += bytes.Count(data, sig)
		if n > limit {
			return n, nil
		}
		if err == io.EOF || err == io.ErrUnexpectedEOF {
			return n, nil
		}
		if err != nil {
			return n, err
		}
		// Keep the last 3 bytes so a signature across reads is seen once.
		carry = copy(buf, data[len(data)-3:])
	}
}

// Close releases the APK.
func (f *File) Close() error {
	if f.zip == nil {
		return nil
	}
	err := f.zip.Close()
	f.zip = nil
	return err
}

// Path is the file name the APK was opened with.
func (f *File) Path() string { return f.path }

// Entries returns the entry names in archive order.
func (f *File) Entries() []string {
	seen := map[string]bool{}
	var out []string
	for _, e := range f.zip.FilesOrdered {
		if !seen[e.Name] {
			seen[e.Name] = true
			out = append(out, e.Name)
		}
	}
	return out
}

// HasEntry reports whether the APK has an entry named name.
func (f *File) HasEntry(name string) bool { return f.zip.File[path.Clean(name)] != nil }

// DexNames returns the dex files the runtime loads, in load order:
// classes.dex, classes2.dex, classes3.dex, ... up to the first missing one
// (ART stops there, so a stray classes9.dex after a gap never runs).
func (f *File) DexNames() []string {
	var out []string
	for i := 1; ; i++ {
		name := "classes.dex"
		if i > 1 {
			name = "classes" + strconv.Itoa(i) + ".dex"
		}
		if f.zip.File[name] == nil {
			return out
		}
		out = append(out, name)
	}
}

// ReadEntry inflates one entry, refusing more than limit bytes: the inflated
// stream is counted as it is read, whatever the headers claim. When a
// broken archive holds several entries of that name, the first that
// inflates wins. In an archive whose central directory is broken, a stored
// (uncompressed) entry has no trustworthy size and its bytes run on to the
// end of the file, within limit: formats with their own length (dex
// file_size) should trim to it.
func (f *File) ReadEntry(name string, limit int64) ([]byte, error) {
	zf := f.zip.File[path.Clean(name)]
	if zf == nil {
		return nil, fmt.Errorf("%s: no entry %s", finding.Sanitize(f.path), finding.Quote(name))
	}
	data, err := readEntry(zf, limit, nil)
	if err != nil {
		return nil, fmt.Errorf("%s: %s: %w", finding.Sanitize(f.path), finding.Sanitize(zf.Name), err)
	}
	return data, nil
}

// readEntry reads the entries named like zf. sizeOf, when set, reads the
// document's own length from its first 8 bytes, so that reading stops at the
// document's end: a stored entry found by the fallback scan has no known
// size, and a bomb is refused from its header before it is inflated.
func readEntry(zf *apkparser.ZipReaderFile, limit int64, sizeOf func(head []byte) int64) (data []byte, err error) {
	defer func() {
		if r := recover(); r != nil {
			data, err = nil, fmt.Errorf("inflate failed: %v", r)
		}
	}()
	if err := zf.Open(); err != nil {
		return nil, err
	}
	defer zf.Close()
	var lastErr error
	for zf.Next() {
		data, err := readCapped(zf, limit, hint(zf, limit), sizeOf)
		if err == nil {
			return data, nil
		}
		if errors.Is(err, ErrTooLarge) {
			return nil, err
		}
		lastErr = err
	}
	if lastErr == nil {
		lastErr = io.ErrUnexpectedEOF
	}
	return nil, lastErr
}

func hint(zf *apkparser.ZipReaderFile, limit int64) int64 {
	if h := zf.ZipHeader(); h != nil && h.UncompressedSize64 < uint64(limit) {
		return int64(h.UncompressedSize64)
	}
	return 0
}

// readCapped reads one entry. With sizeOf, the document's header says how
// much to read; otherwise capped.Read reads to the end under the cap.
func readCapped(r io.Reader, limit, hint int64, sizeOf func([]byte) int64) ([]byte, error) {
	if sizeOf == nil {
		data, err := capped.Read(r, limit, hint)
		if errors.Is(err, capped.ErrTooLarge) {
			return nil, fmt.Errorf("%w: more than %d bytes", ErrTooLarge, limit)
		}
		return data, err
	}
	var buf bytes.Buffer
	if _, err := io.CopyN(&buf, r, 8); err != nil {
		if err == io.EOF {
			return buf.Bytes(), nil // shorter than a header; the decoder says why
		}
		return nil, err
	}
	n := sizeOf(buf.Bytes())
	if n > limit {
		return nil, fmt.Errorf("%w: its header declares %d bytes; the cap is %d MiB", ErrTooLarge, n, limit>>20)
	}
	buf.Grow(int(n - 8))
	if _, err := io.CopyN(&buf, r, n-8); err != nil {
		if err == io.EOF {
			return nil, fmt.Errorf("truncated: its header declares %d bytes but it holds %d", n, buf.Len())
		}
		return nil, err
	}
	return buf.Bytes(), nil
}

// xmlSize is the total size a binary XML document declares in its header;
// for anything else it is the 8 bytes read, which the decoder rejects.
func xmlSize(head []byte) int64 {
	if binary.LittleEndian.Uint16(head) != chunkXML {
		return 8
	}
	return max(int64(binary.LittleEndian.Uint32(head[4:])), 8)
}

// tableSize is the size resources.arsc declares in its top chunk header
// (whose type the platform does not check).
func tableSize(head []byte) int64 {
	return max(int64(binary.LittleEndian.Uint32(head[4:])), 8)
}

// Manifest decodes AndroidManifest.xml into the typed model. References in
// the values the model keeps are resolved through resources.arsc, which is
// parsed only when one needs it; of the meta-data, only CETP's are resolved
// (rules read no other, and parsing a large app's resources.arsc costs more
// than the rest of the scan).
func (f *File) Manifest() (*manifest.Manifest, error) {
	return f.ManifestWith(cetp.IsMetaName)
}

// ManifestWith is Manifest resolving the meta-data values whose names
// resolveMeta accepts; nil resolves every one.
func (f *File) ManifestWith(resolveMeta func(name string) bool) (*manifest.Manifest, error) {
	p := finding.Sanitize(f.path)
	zf := f.zip.File["AndroidManifest.xml"]
	if zf == nil {
		return nil, fmt.Errorf("%s: %w", p, ErrNoManifest)
	}
	data, err := readEntry(zf, MaxManifestBytes, xmlSize)
	if err != nil {
		return nil, fmt.Errorf("%s: AndroidManifest.xml: %w", p, err)
	}
	root, err := decodeXML(data)
	if err != nil {
		return nil, fmt.Errorf("%s: AndroidManifest.xml: %w", p, err)
	}
	m, err := manifest.Build(root, manifest.BuildOptions{Path: f.path, Resolve: f.resolve, ResolveMeta: resolveMeta})
	if err != nil {
		return nil, fmt.Errorf("%s: AndroidManifest.xml: %w", p, err)
	}
	switch {
	case f.resTried:
		m.ResourcesResolved = f.resErr == nil
		if f.resErr != nil {
			m.ResourcesError = f.resErr.Error()
		}
	default:
		m.ResourcesResolved = f.HasEntry("resources.arsc")
	}
	return m, nil
}

// LoadManifest opens the APK at path and decodes its manifest.
func LoadManifest(path string) (*manifest.Manifest, error) {
	f, err := Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return f.Manifest()
}
