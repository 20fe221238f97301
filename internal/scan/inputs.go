package scan

import (
	"bytes"
	"errors"
	"fmt"
	"hash/fnv"
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

// skipDirs are not descended into in a directory walk, with why.
var skipDirs = map[string]string{".git": "VCS data", ".hg": "VCS data", ".svn": "VCS data",
	"node_modules": "dependencies", ".gradle": "Gradle caches", ".idea": "IDE settings"}

// buildDir is the Gradle build output directory. A walk enters it only for
// the APKs under build/outputs: the rest — intermediates with dozens of
// partial and merged manifests, generated JSON — would bury the real
// inputs. A merged manifest is scanned by naming it.
const buildDir = "build"

// Discover expands paths into inputs: files as given, directories walked for
// APKs, AndroidManifest.xml files and captures. A path that does not exist
// is returned as an error for that path.
func Discover(paths []string) ([]Input, []error) {
	inputs, errs, _ := discover(paths, func(string, ...any) {})
	return inputs, errs
}

// discover is Discover that also says, through logf, which directories
// it left out, and returns them.
func discover(paths []string, logf func(string, ...any)) ([]Input, []error, []string) {
	var inputs []Input
	var errs []error
	var skipped []string
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
			errs = append(errs, fmt.Errorf("%s: %w", p, unwrapPathError(err)))
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
				errs = append(errs, fmt.Errorf("%s: %w", path, unwrapPathError(err)))
				if d != nil && d.IsDir() {
					return fs.SkipDir
				}
				return nil
			}
			inBuild, underOutputs := buildPlace(p, path)
			if d.IsDir() {
				if path == p {
					return nil
				}
				if why, ok := skipDirs[d.Name()]; ok {
					logf("%s: skipped (%s)", path, why)
					skipped = append(skipped, path)
					return fs.SkipDir
				}
				if inBuild && !underOutputs && d.Name() != buildDir {
					logf("%s: skipped (build intermediates; a walk takes only the APKs under build/outputs, so name a merged manifest to scan it)", path)
					skipped = append(skipped, path)
					return fs.SkipDir
				}
				return nil
			}
			if !d.Type().IsRegular() {
				return nil // symlinks and devices are not followed
			}
			k := walkKind(path)
			if inBuild && k != APK && k != Unknown {
				logf("%s: skipped (in a build directory, a walk takes only APKs)", path)
				return nil
			}
			if k != Unknown {
				found = append(found, Input{Path: path, Kind: k})
			}
			return nil
		})
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", p, err))
		}
		sort.Slice(found, func(i, j int) bool { return found[i].Path < found[j].Path })
		for _, in := range found {
			add(in)
		}
	}
	return inputs, errs, skipped
}

// buildPlace says whether path, below the walk's top, is inside a build
// directory, and whether it is inside that directory's outputs.
func buildPlace(top, path string) (inBuild, underOutputs bool) {
	rel, err := filepath.Rel(top, path)
	if err != nil {
		return false, false
	}
	parts := strings.Split(filepath.ToSlash(rel), "/")
	for i, part := range parts {
		if part == buildDir {
			return true, i+1 < len(parts) && parts[i+1] == "outputs"
		}
	}
	return false, false
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

// Shard is one of Count parts of a run's inputs (scan --shard I/N).
type Shard struct {
	Index, Count int
}

// Has reports whether the input at the report path (relative to the
// root, so every machine of a fleet agrees) belongs to the shard. The
// hash is FNV-1a of the path: fixed across versions and platforms.
func (s Shard) Has(reportPath string) bool {
	return s.Count <= 1 || s.Of(reportPath) == s.Index
}

// Of is the index of the shard the input at the report path belongs to.
func (s Shard) Of(reportPath string) int {
	if s.Count <= 1 {
		return 0
	}
	h := fnv.New64a()
	h.Write([]byte(reportPath))
	return int(h.Sum64() % uint64(s.Count))
}

// shard keeps the inputs, and the errors of paths that could not be
// walked, that belong to opt.Shard. A capture file goes by its directory,
// so a capture set stays in one shard. A file named on the command line
// that another shard scans gets a note, so a run that scanned nothing says
// why.
func (opt *Options) shard(inputs []Input, errs []error) (kept []Input, keptErrs []error, notes []string) {
	for _, in := range inputs {
		key := in.Path
		if in.Kind == Capture && !in.Explicit {
			key = filepath.Dir(in.Path)
		}
		rel := Rel(opt.Root, key)
		if opt.Shard.Has(rel) {
			kept = append(kept, in)
			continue
		}
		opt.logf("%s: in another shard", in.Path)
		if in.Explicit {
			notes = append(notes, fmt.Sprintf("%s is in shard %d/%d, not this one (%d/%d): not scanned here",
				Rel(opt.Root, in.Path), opt.Shard.Of(rel), opt.Shard.Count, opt.Shard.Index, opt.Shard.Count))
		}
	}
	for _, err := range errs {
		if opt.Shard.Has(Rel(opt.Root, errPath(err))) {
			keptErrs = append(keptErrs, err)
		}
	}
	return kept, keptErrs, notes
}
