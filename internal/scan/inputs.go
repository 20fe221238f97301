package scan

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/clawseed/cetpaudit/internal/capped"
	"github.com/clawseed/cetpaudit/internal/capture"
)

// Kind is what an input file holds.
type Kind int

// Input kinds.
const (
	Unknown Kind = iota
	APK
	SourceManifest
	Capture // a captured CETP response, capture bundle or adb output
)

func (k Kind) String() string {
	switch k {
	case APK:
		return "APK"
	case SourceManifest:
		return "manifest"
	case Capture:
		return "capture"
	}
	return "unknown"
}

// Input is one file to scan.
type Input struct {
	Path string
	Kind Kind
	// Explicit is true when the user named the file (not found in a walk):
	// an unrecognised explicit file is an error, a walked one is skipped.
	Explicit bool
}

// skipDirs are not descended into in a directory walk: VCS data,
// dependencies, and build outputs (scan a merged manifest by naming it).
var skipDirs = map[string]bool{".git": true, ".hg": true, ".svn": true, "node_modules": true,
	".gradle": true, "build": true, ".idea": true}

// Discover expands paths into inputs: files as given, directories walked for
// APKs and AndroidManifest.xml files. A path that does not exist is returned
// as an error for that path.
func Discover(paths []string) ([]Input, []error) {
	var inputs []Input
	var errs []error
	seen := map[string]bool{}
	add := func(in Input) {
		key := filepath.Clean(in.Path)
		if !seen[key] {
			seen[key] = true
			inputs = append(inputs, in)
		}
	}
	for _, p := range paths {
		st, err := os.Stat(p)
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: %v", p, unwrapPathError(err)))
			continue
		}
		if !st.IsDir() && !st.Mode().IsRegular() {
			// A FIFO, socket or device: refused by its type, never opened.
			errs = append(errs, fmt.Errorf("%s: %v", p, unwrapPathError(capped.CheckRegular(p))))
			continue
		}
		if !st.IsDir() {
			add(Input{Path: p, Kind: classify(p), Explicit: true})
			continue
		}
		var found []Input
		err = filepath.WalkDir(p, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				errs = append(errs, fmt.Errorf("%s: %v", path, unwrapPathError(err)))
				if d != nil && d.IsDir() {
					return fs.SkipDir
				}
				return nil
			}
			if d.IsDir() {
				if path != p && skipDirs[d.Name()] {
					return fs.SkipDir
				}
				return nil
			}
			if !d.Type().IsRegular() {
				return nil // symlinks and devices are not followed
			}
			if k := walkKind(path); k != Unknown {
				found = append(found, Input{Path: path, Kind: k})
			}
			return nil
		})
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: %v", p, err))
		}
		sort.Slice(found, func(i, j int) bool { return found[i].Path < found[j].Path })
		for _, in := range found {
			add(in)
		}
	}
	return inputs, errs
}

// walkKind decides by name which walked files are inputs.
func walkKind(path string) Kind {
	base := filepath.Base(path)
	switch {
	case strings.EqualFold(filepath.Ext(base), ".apk"):
		return APK
	case base == "AndroidManifest.xml":
		return SourceManifest
	case strings.EqualFold(filepath.Ext(base), ".json"), strings.EqualFold(filepath.Ext(base), ".txt"):
		return Capture // possibly: the capture loader decides, and skips what is not
	}
	return Unknown
}

// classify decides what an explicitly named file is, by content first: an
// APK renamed .zip is still an APK, and a manifest may have any name.
func classify(path string) Kind {
	f, err := capped.Open(path)
	if err != nil {
		return walkKind(path)
	}
	defer f.Close()
	head := make([]byte, 512)
	n, _ := io.ReadFull(f, head)
	head = head[:n]
	switch {
	case bytes.HasPrefix(head, []byte("PK\x03\x04")), bytes.HasPrefix(head, []byte("dex\n")):
		// "dex\n": a Janus-style dex-prepended zip is still an APK.
		return APK
	case bytes.HasPrefix(head, []byte{0x03, 0x00, 0x08, 0x00}):
		return SourceManifest // a binary AndroidManifest.xml; the manifest loader says so
	}
	if k := walkKind(path); k != Unknown {
		return k
	}
	trimmed := bytes.TrimLeft(bytes.TrimPrefix(head, []byte("\xef\xbb\xbf")), " \t\r\n")
	if bytes.HasPrefix(trimmed, []byte("<")) && bytes.Contains(head, []byte("<manifest")) {
		return SourceManifest
	}
	if capture.Sniff(head) {
		return Capture
	}
	return Unknown
}

func unwrapPathError(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
