package apk

import (
	"archive/zip"
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"path"
	"sort"

	"github.com/klauspost/compress/flate"

	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/hugepages"
	"github.com/clawseed/cetpaudit/internal/inflate"
)

// entry is one zip entry. With a readable central directory it is the
// directory's record (cd), whose name is the one Android reads; otherwise
// it was found by scanning local headers and offset is where its data
// starts.
type entry struct {
	name   string // path.Clean'd
	cd     *zip.File
	offset int64  // data offset, scan mode only
	method uint16 // scan mode only
}

// archive is the zip layer of an APK. It reads the central directory when
// archive/zip can parse it, as Android does; when it cannot (a truncated or
// inconsistent directory that the platform's reader may still accept), the
// entries come from one linear scan of the local headers.
type archive struct {
	r    io.ReaderAt
	size int64
	// fromCD is true when entries come from the central directory.
	fromCD bool
	// cdErr is why the central directory was not used.
	cdErr   error
	ordered []*entry
	byName  map[string][]*entry // copies of a name, in archive order
	// streamOnly turns inflateWhole off (tests compare the two paths).
	streamOnly bool
}

// maxScannedName is the longest local-header name the fallback scan reads.
// Every entry the auditor looks up has a short name; reading the full 64 KiB
// a header may claim would make a flood of overlapping headers quadratic.
const maxScannedName = 512

func openArchive(r io.ReaderAt, size int64) (*archive, error) {
	rec := &readRecorder{ReaderAt: r}
	a := &archive{r: rec, size: size, byName: map[string][]*entry{}}
	zr, err := readDirectory(rec, size)
	if err == nil {
		a.fromCD = true
		a.ordered = make([]*entry, 0, len(zr.File))
		a.byName = make(map[string][]*entry, len(zr.File))
		// The inflater apkparser used: faster than the standard
		// library's (about 1.3x on a corpus APK's dex).
		zr.RegisterDecompressor(zip.Deflate, inflater)
		for _, zf := range zr.File {
			if zf.Method != zip.Store && zf.Method != zip.Deflate {
				// Android inflates any method but 0, except for the
				// manifest and resource table, which it reads as stored.
				switch path.Clean(zf.Name) {
				case "AndroidManifest.xml", "resources.arsc":
					zf.Method = zip.Store
					zf.CompressedSize64 = zf.UncompressedSize64
				default:
					zf.Method = zip.Deflate
				}
			}
			a.add(&entry{name: path.Clean(zf.Name), cd: zf})
		}
		return a, nil
	}
	a.cdErr = err
	if err := a.scanLocalHeaders(); err != nil {
		return nil, err
	}
	return a, nil
}

func (a *archive) add(e *entry) {
	a.ordered = append(a.ordered, e)
	a.byName[e.name] = append(a.byName[e.name], e)
}

// readDirectory is zip.NewReader with its panics turned into errors.
func readDirectory(r io.ReaderAt, size int64) (zr *zip.Reader, err error) {
	defer func() {
		if p := recover(); p != nil {
			zr, err = nil, fmt.Errorf("zip reader failed: %v", p)
		}
	}()
	return zip.NewReader(r, size)
}

// scanLocalHeaders finds local file headers in one pass over the file.
// Headers may overlap (a crafted flood); each costs a fixed-size read.
func (a *archive) scanLocalHeaders() error {
	sig := []byte("PK\x03\x04")
	const chunk = 1 << 20
	buf := make([]byte, chunk+3)
	var base int64 // file offset of buf[0]
	carry := 0
	hdr := make([]byte, 30+maxScannedName)
	hits := 0
	for {
		n, err := a.r.ReadAt(buf[carry:], base+int64(carry))
		if err != nil && err != io.EOF {
			return err
		}
		data := buf[:carry+n]
		for i := 0; ; {
			j := bytes.Index(data[i:], sig)
			if j < 0 {
				break
			}
			if hits++; hits > MaxEntries {
				return fmt.Errorf("broken zip with more than %d local file headers", MaxEntries)
			}
			at := i + j
			if at+len(hdr) <= len(data) {
				a.addLocal(base+int64(at), data[at:at+len(hdr)])
			} else {
				k, err := a.r.ReadAt(hdr, base+int64(at))
				if err != nil && err != io.EOF {
					return err
				}
				a.addLocal(base+int64(at), hdr[:k])
			}
			i = at + 1
		}
		if n == 0 || err == io.EOF {
			return nil
		}
		// Keep the last 3 bytes so a signature across reads is seen once.
		k := copy(buf, data[len(data)-3:])
		base += int64(len(data) - k)
		carry = k
	}
}

// addLocal records the local header at off, whose first bytes are hdr.
func (a *archive) addLocal(off int64, hdr []byte) {
	if len(hdr) < 30 {
		return // a signature too close to the end to be a header
	}
	method := binary.LittleEndian.Uint16(hdr[8:])
	nameLen := int(binary.LittleEndian.Uint16(hdr[26:]))
	extraLen := int64(binary.LittleEndian.Uint16(hdr[28:]))
	if nameLen > maxScannedName || 30+nameLen > len(hdr) {
		return // not a name any lookup could match
	}
	a.add(&entry{
		name:   path.Clean(string(hdr[30 : 30+nameLen])),
		offset: off + 30 + int64(nameLen) + extraLen,
		method: method,
	})
}

// maxBufferedDeflate bounds the compressed bytes inflater reads into
// memory at once; a larger entry is inflated as a stream.
const maxBufferedDeflate = 64 << 20

// inflater is the deflate reader of entries found through the central
// directory. It reads the compressed bytes with one ReadAt and inflates from
// memory: the inflater's byte-slice path is faster than its path through a
// bufio.Reader, which is what it wraps around a file.
func inflater(r io.Reader) io.ReadCloser {
	sr, ok := r.(*io.SectionReader)
	if !ok || sr.Size() > maxBufferedDeflate {
		return flate.NewReader(r)
	}
	buf := hugepages.Make(int(sr.Size()))
	n, err := io.ReadFull(sr, buf)
	if err != nil && err != io.ErrUnexpectedEOF {
		// Unreadable: stream it, so the error surfaces where it would.
		if _, serr := sr.Seek(0, io.SeekStart); serr == nil {
			return flate.NewReader(sr)
		}
	}
	return flate.NewReader(bytes.NewReader(buf[:n]))
}

// inflateWhole is the fast path of reading a deflated central-directory
// entry: its compressed bytes are read at once and inflated straight into
// a buffer of the declared size (internal/inflate), with no window to copy
// out of. It answers only when everything agrees — the stream inflates to
// exactly the declared size, within limit, and to the declared CRC-32 —
// and otherwise says no, and the entry is read as before through the
// streaming inflater, which then decides what the disagreement means (a
// lying size, a bad checksum, a corrupt stream).
func (a *archive) inflateWhole(e *entry, limit int64) ([]byte, bool) {
	zf := e.cd
	if a.streamOnly || zf == nil || zf.Method != zip.Deflate || zf.CRC32 == 0 ||
		zf.UncompressedSize64 == 0 || zf.UncompressedSize64 > uint64(max(limit, 0)) ||
		zf.CompressedSize64 > maxBufferedDeflate ||
		// DEFLATE expands at most 1032 times (a 258-byte match in two
		// bits): a larger declared size is a lie not worth a buffer.
		zf.UncompressedSize64 > 1032*zf.CompressedSize64+1024 {
		return nil, false
	}
	raw, err := zf.OpenRaw()
	if err != nil {
		return nil, false
	}
	// The compressed bytes go to the tail of the buffer the entry inflates
	// into, and are overwritten as they are consumed: no buffer of their
	// own (about half the dex's size, garbage from the start). A stream
	// whose output would catch up with its unread input is read again into
	// a buffer of its own.
	size, csize := int(zf.UncompressedSize64), int(zf.CompressedSize64)
	buf := hugepages.Make(max(size, csize) + inPlaceSlack)
	at := len(buf) - csize
	if _, err := io.ReadFull(raw, buf[at:]); err != nil {
		return nil, false
	}
	if zf.Flags&0x8 != 0 && !a.descriptorAgrees(zf) {
		return nil, false
	}
	n, err := inflate.InPlace(buf, size, at)
	if errors.Is(err, inflate.ErrOverlap) {
		buf = nil
		if raw, err = zf.OpenRaw(); err != nil {
			return nil, false
		}
		src := hugepages.Make(csize)
		if _, err := io.ReadFull(raw, src); err != nil {
			return nil, false
		}
		buf = hugepages.Make(size)
		n, err = inflate.Into(buf, src)
	}
	dst := buf[:size:size]
	if err != nil || n != len(dst) || crc32.ChecksumIEEE(dst) != zf.CRC32 {
		return nil, false
	}
	return dst, true
}

// inPlaceSlack is how much longer than the larger of an entry's two sizes
// the buffer it inflates in place is: the room its output may run ahead of
// its input by more than at the end. Every deflated entry of the corpus
// with more than 2 KB of output needs none; small ones up to 64 bytes (the
// inflater reads and writes a word at a time).
const inPlaceSlack = 256

// descriptorAgrees reports whether the data descriptor after a deflated
// entry's bytes (written by jarsigner, apksigner's v1 path and every
// java.util.zip writer: a third of the corpus's APKs) names the central
// directory's CRC-32, as archive/zip's streaming reader requires before it
// returns the entry: the descriptor's optional signature, then the CRC-32,
// then sizes it ignores and so does this.
func (a *archive) descriptorAgrees(zf *zip.File) bool {
	off, err := zf.DataOffset()
	if err != nil {
		return false
	}
	var b [16]byte
	n, _ := a.r.ReadAt(b[:], off+int64(zf.CompressedSize64))
	crc := binary.LittleEndian.Uint32(b[:4])
	if n >= 4 && crc == 0x08074b50 { // the signature
		if n < 16 {
			return false
		}
		crc = binary.LittleEndian.Uint32(b[4:8])
	} else if n < 12 {
		return false
	}
	return crc == zf.CRC32
}

// open returns a reader of the entry's inflated bytes. In scan mode a
// stored entry has no trustworthy size and runs on to the end of the file;
// the caller caps what it reads.
func (a *archive) open(e *entry) (io.ReadCloser, error) {
	if e.cd != nil {
		return e.cd.Open()
	}
	sr := io.NewSectionReader(a.r, e.offset, max(a.size-e.offset, 0))
	if e.method == zip.Store {
		return io.NopCloser(sr), nil
	}
	// Android treats every method but 0 as deflate.
	return flate.NewReader(sr), nil
}

// declaredSize is the inflated size the central directory declares, or 0.
func (e *entry) declaredSize() uint64 {
	if e.cd == nil {
		return 0
	}
	return e.cd.UncompressedSize64
}

// duplicates lists the names held by more than one central-directory
// entry, sorted. Android's package manager refuses such an APK, and readers
// disagree on which copy counts, so a scanner must not pick one silently.
func (a *archive) duplicates() []string {
	if !a.fromCD {
		return nil // local-header scans see old copies of rewritten entries
	}
	var out []string
	for name, es := range a.byName {
		if len(es) > 1 {
			out = append(out, name)
		}
	}
	sort.Strings(out)
	return out
}

// errLocalName is wrapped by localNameMismatch's errors.
var errLocalName = errors.New("the local header names another entry than the central directory")

// localNameMismatch reports whether the local header of a central-directory
// entry carries another name. Android reads names from the central
// directory; tools that walk local headers see the other name, so the APK
// means different things to different readers.
func (a *archive) localNameMismatch(e *entry) error {
	if e.cd == nil {
		return nil
	}
	// archive/zip keeps the header offset to itself; DataOffset reads the
	// 30-byte local header there, which the recorder catches.
	rec, ok := a.r.(*readRecorder)
	if !ok {
		return nil
	}
	rec.last = -1
	if _, err := e.cd.DataOffset(); err != nil || rec.last < 0 {
		return nil // archive/zip reports it when the entry is opened
	}
	hdrOff := rec.last
	var hdr [30]byte
	if _, err := a.r.ReadAt(hdr[:], hdrOff); err != nil {
		return nil
	}
	n := int(binary.LittleEndian.Uint16(hdr[26:]))
	local := make([]byte, n)
	if n != len(e.cd.Name) {
		local = local[:min(n, maxScannedName)]
	}
	if _, err := a.r.ReadAt(local, hdrOff+30); err != nil && err != io.EOF {
		return nil
	}
	if n == len(e.cd.Name) && string(local) == e.cd.Name {
		return nil
	}
	return fmt.Errorf("entry %s: %w (%s); Android reads the central directory's entry, and that is the one audited",
		finding.Quote(e.cd.Name), errLocalName, finding.Quote(string(local)))
}

// readRecorder is the APK file as archive/zip reads it, noting where the
// last 30-byte read (a local header) began.
type readRecorder struct {
	io.ReaderAt
	last int64
}

func (r *readRecorder) ReadAt(p []byte, off int64) (int, error) {
	if len(p) == 30 {
		r.last = off
	}
	return r.ReaderAt.ReadAt(p, off)
}
