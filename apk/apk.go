package apk

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"github.com/clawseed/cetpaudit/cetp"
	"io"
	"os"
	"path"
	"strconv"
	"strings"

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

// DefaultMaxInflated is the default per-APK budget of inflated bytes: every
// dex, the manifest and resources.arsc together (scan --max-dex-bytes).
const DefaultMaxInflated = 256 << 20

// Sentinel errors, for errors.Is.
var (
	// ErrNotZip: the file has no zip entries at all.
	ErrNotZip = errors.New("not an APK: no zip entries found")
	// ErrNoManifest: the APK has no AndroidManifest.xml entry.
	ErrNoManifest = errors.New("no AndroidManifest.xml in the APK")
	// ErrTooLarge: an entry inflates past the cap its reader set.
	ErrTooLarge = errors.New("entry inflates past its size cap")
	// ErrBudget: the APK's entries together inflate past its budget.
	ErrBudget = errors.New("the APK inflates past its budget")
)

// Options adjust how an APK is read.
type Options struct {
	// MaxInflated caps the bytes inflated from the APK in all (every dex,
	// the manifest, resources.arsc); 0 means DefaultMaxInflated.
	MaxInflated int64
}

// File is an opened APK. It is not safe for concurrent use.
type File struct {
	path string
	osf  *os.File
	zip  *archive

	maxInflated int64
	inflated    int64 // bytes inflated so far, failed reads included

	// problems are ambiguities of the archive itself (duplicate entries,
	// local headers that disagree with the central directory): the APK is
	// still audited as Android reads it, and the scan reports them.
	problems []string

	resTried bool
	res      *apkparser.ResourceTable
	resErr   error
}

// Open opens an APK with the default options.
func Open(name string) (*File, error) { return OpenWith(name, Options{}) }

// OpenWith opens an APK. Entries come from the central directory, as
// Android reads them; when archive/zip cannot parse the directory, from a
// linear scan of the local headers (which reads broken and dex-prepended
// files too). Only regular files are opened.
func OpenWith(name string, opt Options) (*File, error) {
	p := finding.Sanitize(name)
	f, err := capped.Open(name)
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
	file, err := newFile(name, f, st.Size(), opt)
	if err != nil {
		return fail(err)
	}
	file.osf = f
	return file, nil
}

// newFile reads the archive in r, whose errors name name.
func newFile(name string, r io.ReaderAt, size int64, opt Options) (*File, error) {
	p := finding.Sanitize(name)
	if err := checkEntryCount(r, size); err != nil {
		return nil, fmt.Errorf("%s: %w", p, err)
	}
	a, err := openArchive(r, size)
	if err != nil {
		return nil, fmt.Errorf("%s: unreadable zip: %w", p, err)
	}
	if len(a.ordered) == 0 {
		return nil, fmt.Errorf("%s: %w", p, ErrNotZip)
	}
	file := &File{path: name, zip: a, maxInflated: opt.MaxInflated}
	if file.maxInflated <= 0 {
		file.maxInflated = DefaultMaxInflated
	}
	if d := a.duplicates(); len(d) > 0 {
		names := make([]string, 0, min(len(d), 5))
		for _, n := range d[:min(len(d), 5)] {
			names = append(names, fmt.Sprintf("%s (%d copies)", finding.Quote(n), len(a.byName[n])))
		}
		more := ""
		if len(d) > 5 {
			more = fmt.Sprintf(" and %d more", len(d)-5)
		}
		file.problems = append(file.problems, fmt.Sprintf("duplicate zip entries %s%s: Android's package manager refuses an APK whose central directory repeats a name, and other readers pick different copies; every copy of AndroidManifest.xml is audited",
			strings.Join(names, ", "), more))
	}
	return file, nil
}

// checkEntryCount refuses archives whose end-of-central-directory record
// declares more than MaxEntries entries (the local-header scan counts its
// own).
func checkEntryCount(f io.ReaderAt, size int64) error {
	n, err := declaredEntries(f, size)
	if err != nil {
		return err
	}
	if n > MaxEntries {
		return fmt.Errorf("zip declares %d entries; the limit is %d", n, MaxEntries)
	}
	return nil
}

// declaredEntries reads the entry count of the end-of-central-directory
// record (or its zip64 form).
func declaredEntries(r io.ReaderAt, size int64) (uint64, error) {
	const eocdLen, maxComment = 22, 1 << 16
	// Most archives end with the record and no comment: its 22 bytes say
	// it without reading (and allocating) the 64 KiB a comment may take.
	if size >= eocdLen {
		var tail [eocdLen]byte
		if _, err := r.ReadAt(tail[:], size-eocdLen); err != nil && err != io.EOF {
			return 0, err
		}
		if string(tail[:4]) == "PK\x05\x06" && bytes.LastIndex(tail[:], []byte("PK\x05\x06")) == 0 {
			if count := uint64(binary.LittleEndian.Uint16(tail[10:])); count != 0xffff {
				return count, nil
			}
		}
	}
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

// Close releases the APK.
func (f *File) Close() error {
	f.zip = nil
	if f.osf == nil {
		return nil
	}
	err := f.osf.Close()
	f.osf = nil
	return err
}

// Path is the file name the APK was opened with.
func (f *File) Path() string { return f.path }

// Problems are the archive's ambiguities found so far: duplicate entry
// names, and local headers of the entries read that name another entry
// than the central directory. Each is one line; the APK is still audited
// as Android reads it.
func (f *File) Problems() []string { return f.problems }

// Inflated is how many bytes the APK's reads have inflated so far.
func (f *File) Inflated() int64 { return f.inflated }

// Entries returns the entry names in archive order, each once.
func (f *File) Entries() []string {
	seen := map[string]bool{}
	var out []string
	for _, e := range f.zip.ordered {
		if !seen[e.name] {
			seen[e.name] = true
			out = append(out, e.name)
		}
	}
	return out
}

// HasEntry reports whether the APK has an entry named name.
func (f *File) HasEntry(name string) bool { return len(f.zip.byName[path.Clean(name)]) > 0 }

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
		if !f.HasEntry(name) {
			return out
		}
		out = append(out, name)
	}
}

// DeclaredDexBytes is the inflated size the central directory declares for
// the dex files the runtime loads, capped at the APK's budget (0 when the
// directory is unreadable): a scheduler's estimate, never trusted as a cap.
func (f *File) DeclaredDexBytes() int64 {
	var n uint64
	for _, name := range f.DexNames() {
		for _, e := range f.zip.byName[name] {
			n += min(e.declaredSize(), uint64(f.maxInflated))
		}
	}
	return int64(min(n, uint64(f.maxInflated)))
}

// LargestDeclaredDex is the largest inflated size the central directory
// declares for one of the dex files the runtime loads, capped at the APK's
// budget (0 when the directory is unreadable): the size an APK's peak-RSS
// target is counted from (2 × the largest dex + 32 MiB), where
// DeclaredDexBytes, the model's size, counts them all.
func (f *File) LargestDeclaredDex() int64 {
	var n uint64
	for _, name := range f.DexNames() {
		for _, e := range f.zip.byName[name] {
			n = max(n, min(e.declaredSize(), uint64(f.maxInflated)))
		}
	}
	return int64(n)
}

// ReadEntry inflates one entry, refusing more than limit bytes: the inflated
// stream is counted as it is read, whatever the headers claim. It also
// counts against the APK's budget (Options.MaxInflated). When the archive
// holds several entries of that name, the first that inflates wins (the APK
// is reported as ambiguous). In an archive whose central directory is
// broken, a stored (uncompressed) entry has no trustworthy size and its
// bytes run on to the end of the file, within limit: formats with their own
// length (dex file_size) should trim to it. Errors name the APK and the
// entry.
func (f *File) ReadEntry(name string, limit int64) ([]byte, error) {
	es := f.zip.byName[path.Clean(name)]
	if len(es) == 0 {
		return nil, fmt.Errorf("%s: no entry %s", finding.Sanitize(f.path), finding.Quote(name))
	}
	data, err := f.readEntry(es, limit, nil)
	if err != nil {
		return nil, fmt.Errorf("%s: %s: %w", finding.Sanitize(f.path), finding.Sanitize(es[0].name), err)
	}
	return data, nil
}

// readEntry reads the first of the copies that inflates. sizeOf, when set,
// reads the document's own length from its first 8 bytes, so that reading
// stops at the document's end: a stored entry found by the fallback scan has
// no known size, and a bomb is refused from its header before it is
// inflated.
func (f *File) readEntry(copies []*entry, limit int64, sizeOf func(head []byte) int64) (data []byte, err error) {
	defer func() {
		if r := recover(); r != nil {
			data, err = nil, fmt.Errorf("inflate failed: %v", r)
		}
	}()
	var lastErr error
	for _, e := range copies {
		if err := f.zip.localNameMismatch(e); err != nil {
			f.addProblem(err.Error())
		}
		data, err := f.readOne(e, limit, sizeOf)
		if err == nil {
			return data, nil
		}
		if errors.Is(err, ErrTooLarge) || errors.Is(err, ErrBudget) {
			return nil, err
		}
		lastErr = err
	}
	if lastErr == nil {
		lastErr = io.ErrUnexpectedEOF
	}
	return nil, lastErr
}

func (f *File) addProblem(p string) {
	for _, q := range f.problems {
		if q == p {
			return
		}
	}
	f.problems = append(f.problems, p)
}

// readOne inflates one copy within the entry's limit and what is left of
// the APK's budget, counting every inflated byte (a failed read too: a
// hundred entries sharing one huge stream cost their total).
func (f *File) readOne(e *entry, limit int64, sizeOf func([]byte) int64) ([]byte, error) {
	left := f.maxInflated - f.inflated
	eff := min(limit, max(left, 0))
	if sizeOf == nil {
		if data, ok := f.zip.inflateWhole(e, eff); ok {
			f.inflated += int64(len(data))
			return data, nil
		}
	}
	rc, err := f.zip.open(e)
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	cr := &countingReader{r: rc}
	var hint int64
	if d := e.declaredSize(); d < uint64(eff) {
		hint = int64(d)
	}
	data, err := readCapped(cr, eff, hint, sizeOf)
	f.inflated += cr.n
	if errors.Is(err, ErrTooLarge) && eff < limit {
		return nil, fmt.Errorf("%w of %s for dex, manifest and resources.arsc together (%s were left for this entry); raise it with --max-dex-bytes",
			ErrBudget, sizeText(f.maxInflated), sizeText(eff))
	}
	return data, err
}

// sizeText says a byte count the way a user reads it: "256 MiB", "1.5 MiB",
// "300 bytes".
func sizeText(n int64) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}

type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
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
// resolveMeta accepts; nil resolves every one. When the central directory
// holds several AndroidManifest.xml entries it decodes the first (see
// Manifests).
func (f *File) ManifestWith(resolveMeta func(name string) bool) (*manifest.Manifest, error) {
	copies := f.manifestCopies()
	if len(copies) == 0 {
		return nil, fmt.Errorf("%s: %w", finding.Sanitize(f.path), ErrNoManifest)
	}
	return f.decodeManifest(copies[0], resolveMeta)
}

// Manifests decodes every AndroidManifest.xml entry of the central
// directory: one in a well-formed APK, more in a crafted one that means
// different things to different readers (Problems says so).
func (f *File) Manifests() ([]*manifest.Manifest, error) {
	copies := f.manifestCopies()
	if len(copies) == 0 {
		return nil, fmt.Errorf("%s: %w", finding.Sanitize(f.path), ErrNoManifest)
	}
	var out []*manifest.Manifest
	for _, c := range copies {
		m, err := f.decodeManifest(c, cetp.IsMetaName)
		if err != nil {
			return nil, err
		}
		out = append(out, m)
	}
	return out, nil
}

// manifestCopies are the candidates for the manifest: each central-directory
// entry of that name; without a directory, all local-header copies read as
// one (the newest first, as after an in-place update).
func (f *File) manifestCopies() [][]*entry {
	es := f.zip.byName["AndroidManifest.xml"]
	if len(es) == 0 {
		return nil
	}
	if !f.zip.fromCD {
		rev := make([]*entry, len(es))
		for i, e := range es {
			rev[len(es)-1-i] = e
		}
		return [][]*entry{rev}
	}
	out := make([][]*entry, len(es))
	for i, e := range es {
		out[i] = []*entry{e}
	}
	return out
}

func (f *File) decodeManifest(copies []*entry, resolveMeta func(name string) bool) (*manifest.Manifest, error) {
	p := finding.Sanitize(f.path)
	data, err := f.readEntry(copies, MaxManifestBytes, xmlSize)
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
