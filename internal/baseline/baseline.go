// Package baseline records a scan's findings by fingerprint
// (.cetpaudit-baseline.json) and filters later scans down to the findings
// that are new, so a team can gate CI on new problems from day one.
//
// An entry is a rule, the input the finding came from, a path and a
// fingerprint; the message is kept for people reading the file. Matching
// uses the input, not the path the finding is shown at, so a finding
// recorded at an APK is still recorded when a later scan shows it on the
// lines of --manifest-source, or at the source file of a dex class. Fingerprints hash the rule, a logical identity
// and normalized content, never line numbers or bytecode offsets, so a
// recorded finding stays recorded when unrelated edits move it.
package baseline

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"sort"
	"sync"

	"github.com/clawseed/cetpaudit/internal/capped"
	"github.com/clawseed/cetpaudit/internal/finding"
)

// FileName is the conventional baseline file name.
const FileName = ".cetpaudit-baseline.json"

// FormatVersion is the version of the baseline file format.
const FormatVersion = 1

// Bounds on a baseline file, which may come from anywhere.
const (
	MaxSize    = 64 << 20
	MaxEntries = 1 << 20
)

// Entry is one recorded finding.
type Entry struct {
	RuleID string `json:"ruleId"`
	Path   string `json:"path"`
	// Input is the input the finding came from when it is not Path (an
	// APK whose finding was shown elsewhere); empty in older files.
	Input       string `json:"input,omitempty"`
	Fingerprint string `json:"fingerprint"`
	// Message is for people reading the file; matching ignores it.
	Message string `json:"message,omitempty"`
}

type key struct{ rule, path, fingerprint string }

func (e Entry) key() key { return key{e.RuleID, firstNonEmpty(e.Input, e.Path), e.Fingerprint} }

func firstNonEmpty(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// Baseline is a set of recorded findings. The same key may be recorded
// several times (several occurrences with identical content); each
// recorded occurrence absorbs one current finding.
type Baseline struct {
	Entries []Entry
}

type file struct {
	FormatVersion int     `json:"formatVersion"`
	Findings      []Entry `json:"findings"`
}

// New records findings.
func New(fs []finding.Finding) *Baseline {
	b := &Baseline{Entries: make([]Entry, 0, len(fs))}
	for i := range fs {
		f := &fs[i]
		e := Entry{RuleID: f.RuleID, Path: f.Location.Path, Fingerprint: f.FingerprintOrCompute(), Message: f.Message}
		if f.Input != f.Location.Path {
			e.Input = f.Input
		}
		b.Entries = append(b.Entries, e)
	}
	// A stable order keeps the file's diffs small as findings come and go.
	sort.SliceStable(b.Entries, func(i, j int) bool {
		a, c := b.Entries[i], b.Entries[j]
		if a.Path != c.Path {
			return a.Path < c.Path
		}
		if a.RuleID != c.RuleID {
			return a.RuleID < c.RuleID
		}
		return a.Fingerprint < c.Fingerprint
	})
	return b
}

// Write writes the baseline as indented JSON.
func (b *Baseline) Write(w io.Writer) error {
	entries := b.Entries
	if entries == nil {
		entries = []Entry{}
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(file{FormatVersion: FormatVersion, Findings: entries})
}

// Read reads a baseline file.
func Read(path string) (*Baseline, error) {
	f, err := capped.Open(path)
	if err != nil {
		return nil, fmt.Errorf("%s: cannot read baseline: %w", path, pathErr(err))
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxSize+1))
	if err != nil {
		return nil, fmt.Errorf("%s: cannot read baseline: %w", path, pathErr(err))
	}
	return Parse(path, data)
}

func pathErr(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}

// Parse checks a baseline file's contents; name identifies it in errors.
func Parse(name string, data []byte) (*Baseline, error) {
	if len(data) > MaxSize {
		return nil, fmt.Errorf("%s: baseline is larger than %d bytes", name, MaxSize)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var doc file
	if err := dec.Decode(&doc); err != nil {
		return nil, fmt.Errorf("%s: not a cetpaudit baseline: %w", name, err)
	}
	if dec.More() {
		return nil, fmt.Errorf("%s: not a cetpaudit baseline: data after the JSON document", name)
	}
	if doc.FormatVersion != FormatVersion {
		return nil, fmt.Errorf("%s: baseline formatVersion %d is not supported (want %d); re-create it with `cetpaudit baseline`", name, doc.FormatVersion, FormatVersion)
	}
	if len(doc.Findings) > MaxEntries {
		return nil, fmt.Errorf("%s: baseline has more than %d findings", name, MaxEntries)
	}
	for i, e := range doc.Findings {
		if e.RuleID == "" || e.Fingerprint == "" {
			return nil, fmt.Errorf("%s: findings[%d] has no ruleId or fingerprint", name, i)
		}
	}
	return &Baseline{Entries: doc.Findings}, nil
}

// Filter splits findings into those not in the baseline (fresh) and those
// it records (known). Order is preserved in both.
func (b *Baseline) Filter(fs []finding.Finding) (fresh, known []finding.Finding) {
	return b.NewFilter().Filter(fs)
}

// Filter matches findings against a baseline across several calls (one per
// input of a streamed scan): each recorded occurrence absorbs one finding
// over the whole run. It is safe for concurrent use, but which of several
// equal findings is absorbed depends on call order.
type Filter struct {
	mu   sync.Mutex
	left map[key]int
}

// NewFilter starts matching findings against b.
func (b *Baseline) NewFilter() *Filter {
	left := make(map[key]int, len(b.Entries))
	for _, e := range b.Entries {
		left[e.key()]++
	}
	return &Filter{left: left}
}

// Filter splits findings into fresh and known, preserving order.
func (bf *Filter) Filter(fs []finding.Finding) (fresh, known []finding.Finding) {
	bf.mu.Lock()
	defer bf.mu.Unlock()
	for i := range fs {
		// By the input first; then by the shown path, which is what a
		// baseline written before entries had inputs recorded.
		fp := fs[i].FingerprintOrCompute()
		matched := false
		for _, k := range []key{{fs[i].RuleID, firstNonEmpty(fs[i].Input, fs[i].Location.Path), fp}, {fs[i].RuleID, fs[i].Location.Path, fp}} {
			if bf.left[k] > 0 {
				bf.left[k]--
				matched = true
				break
			}
		}
		if matched {
			known = append(known, fs[i])
			continue
		}
		fresh = append(fresh, fs[i])
	}
	return fresh, known
}
