package expect

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/clawseed/cetpaudit/internal/finding"
)

// maxFileSize bounds an expectation file; the real ones are a few kilobytes.
const maxFileSize = 1 << 20

// File is one expect.json.
type File struct {
	// Convention says, in prose, how paths and positions are to be read.
	Convention string    `json:"convention"`
	Fixtures   []Fixture `json:"fixtures"`
}

// Fixture is one input and the findings it must produce.
type Fixture struct {
	Name string `json:"name"`
	// APK is the APK's file name relative to the expect.json (APK fixtures).
	APK string `json:"apk,omitempty"`
	// Manifest is the source manifest relative to the expect.json (source
	// fixtures): "<name>/AndroidManifest.xml", or
	// "<name>/src/main/AndroidManifest.xml" in a Gradle module layout.
	Manifest    string `json:"manifest,omitempty"`
	Description string `json:"description"`
	// NearMiss lists the rules the fixture is a near miss for: close to
	// what they flag, and expected silent for them.
	NearMiss []string  `json:"near_miss,omitempty"`
	Findings []Finding `json:"findings"`
}

// Finding is one expected finding.
type Finding struct {
	Rule string `json:"rule"`
	// Path is the logical element path (finding.Location.Logical).
	Path string `json:"path"`
	// Line and Column locate the element's start tag '<' in a source
	// manifest (1-based, bytes); zero for APKs.
	Line   int `json:"line,omitempty"`
	Column int `json:"column,omitempty"`
	// Mentions are substrings the message must contain, typically the
	// offending value.
	Mentions []string `json:"mentions,omitempty"`
	// Suppressed marks a finding that a tools:ignore covers: reported until
	// suppressions are implemented, dropped after.
	Suppressed bool `json:"suppressed,omitempty"`
	// WithSuppression marks a finding that exists only once suppressions
	// are implemented (CETP001 on an unused tools:ignore).
	WithSuppression bool `json:"with_suppression,omitempty"`
}

func (f Finding) String() string {
	if f.Line > 0 {
		return fmt.Sprintf("%s at %s (%d:%d)", f.Rule, f.Path, f.Line, f.Column)
	}
	return f.Rule + " at " + f.Path
}

// Load reads and validates an expectation file. Unknown fields are errors so
// that a misspelt key cannot silently weaken an expectation.
func Load(file string) (*File, error) {
	fh, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	data, err := io.ReadAll(io.LimitReader(fh, maxFileSize+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	if len(data) > maxFileSize {
		return nil, fmt.Errorf("%s: larger than %d bytes", file, maxFileSize)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var f File
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	if err := f.validate(); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	return &f, nil
}

func (f *File) validate() error {
	seen := map[string]bool{}
	for _, fx := range f.Fixtures {
		switch {
		case fx.Name == "":
			return fmt.Errorf("a fixture has no name")
		case seen[fx.Name]:
			return fmt.Errorf("fixture %s is listed twice", fx.Name)
		case (fx.APK == "") == (fx.Manifest == ""):
			return fmt.Errorf("fixture %s must name exactly one of apk and manifest", fx.Name)
		case fx.Description == "":
			return fmt.Errorf("fixture %s has no description", fx.Name)
		}
		seen[fx.Name] = true
		for _, w := range fx.Findings {
			switch {
			case w.Rule == "" || w.Path == "":
				return fmt.Errorf("fixture %s: a finding lacks rule or path", fx.Name)
			case fx.Manifest != "" && (w.Line < 1 || w.Column < 1):
				return fmt.Errorf("fixture %s: %s has no source position", fx.Name, w)
			case fx.APK != "" && (w.Line != 0 || w.Column != 0):
				return fmt.Errorf("fixture %s: %s: APK findings have no source position", fx.Name, w)
			case w.Suppressed && w.WithSuppression:
				return fmt.Errorf("fixture %s: %s is both suppressed and with_suppression", fx.Name, w)
			}
		}
	}
	return nil
}

// Fixture returns the fixture named name.
func (f *File) Fixture(name string) (*Fixture, bool) {
	for i := range f.Fixtures {
		if f.Fixtures[i].Name == name {
			return &f.Fixtures[i], true
		}
	}
	return nil, false
}

// Want returns the findings the fixture must produce, with or without the
// suppression feature (tools:ignore, CETP001).
func (fx *Fixture) Want(suppression bool) []Finding {
	var out []Finding
	for _, w := range fx.Findings {
		if suppression && w.Suppressed || !suppression && w.WithSuppression {
			continue
		}
		out = append(out, w)
	}
	return out
}

// Diff compares the findings a scan produced with the expected ones and
// returns one line per difference: a missing finding, an unexpected one, or
// one whose message lacks a mention. Order does not matter; positions are
// compared only when the expectation has one.
func Diff(want []Finding, got []finding.Finding) []string {
	var diffs []string
	used := make([]bool, len(got))
	for _, w := range want {
		match := -1
		for i, g := range got {
			if !used[i] && g.RuleID == w.Rule && g.Location.Logical == w.Path &&
				(w.Line == 0 || g.Location.Line == w.Line && g.Location.Column == w.Column) {
				match = i
				break
			}
		}
		if match < 0 {
			diffs = append(diffs, "missing "+w.String()+near(w, got, used))
			continue
		}
		used[match] = true
		for _, m := range w.Mentions {
			if !strings.Contains(got[match].Message, m) {
				diffs = append(diffs, fmt.Sprintf("%s: message %q does not mention %q", w, got[match].Message, m))
			}
		}
	}
	for i, g := range got {
		if !used[i] {
			diffs = append(diffs, fmt.Sprintf("unexpected %s at %s (%d:%d): %s",
				g.RuleID, g.Location.Logical, g.Location.Line, g.Location.Column, g.Message))
		}
	}
	return diffs
}

// near explains a missing finding when an unmatched finding of the same rule
// exists elsewhere: usually a location convention mismatch.
func near(w Finding, got []finding.Finding, used []bool) string {
	for i, g := range got {
		if !used[i] && g.RuleID == w.Rule {
			return fmt.Sprintf(" (got %s at %s (%d:%d) instead)", g.RuleID, g.Location.Logical, g.Location.Line, g.Location.Column)
		}
	}
	return ""
}
