// Package finding is cetpaudit's one finding model: what every check returns
// and every report format renders.
package finding

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"go/token"
	"strings"

	"github.com/clawseed/cetpaudit/rules"
)

// Level is a SARIF-style severity level; the catalog owns the type (a
// rule's default level), findings carry it.
type Level = rules.Level

// Levels, ordered so that a higher value is more severe.
const (
	None    = rules.None
	Note    = rules.Note
	Warning = rules.Warning
	Error   = rules.Error
)

// ParseLevel parses "error", "warning", "note" or "none".
func ParseLevel(s string) (Level, error) { return rules.ParseLevel(s) }

// Location says where a finding is.
type Location struct {
	// Path is the artifact: an APK, a manifest, a capture, a Go file or a
	// recorded dex source path. Reports make it relative to --root.
	Path string `json:"path"`
	// Line and Column are 1-based; 0 means unknown. Column counts UTF-16
	// code units when the format requires it (the producer decides).
	Line      int `json:"line,omitempty"`
	Column    int `json:"column,omitempty"`
	EndLine   int `json:"endLine,omitempty"`
	EndColumn int `json:"endColumn,omitempty"`
	// Logical is the logical location, always set: a manifest element path
	// ("manifest/application/service[com.example.ToolService]"), a JSON pointer, a Go
	// function, or a dex "class->method@offset".
	Logical string `json:"logical"`
	// LogicalKind is the SARIF logicalLocation kind: "element", "object",
	// "function", "member".
	LogicalKind string `json:"logicalKind,omitempty"`
	// Pos is the position in Go source when the finding comes from Go code
	// (go/analysis reports diagnostics at it); NoPos otherwise.
	Pos token.Pos `json:"-"`
	// FromDebugInfo marks Path as a source path recorded in dex debug info
	// ("com/example/app/ToolProvider.kt"): not a file cetpaudit read, so a
	// --source-root mapping may make it repository-relative.
	FromDebugInfo bool `json:"-"`
	// DexLine is the line the dex line table gives a finding located at
	// its APK because the class's source file is not known: R8 replaced
	// its name ("SourceFile") or the build kept none, but the lines stay.
	// 0 when Line is set, or the method has no line there.
	DexLine int `json:"dexLine,omitempty"`
	// Obfuscated is where a finding retraced through an R8 mapping
	// (scan --mapping) is in the build: the dex method, offset and line
	// ("La/b;->a(I)V@0x4 line 3"). "" when no mapping was applied.
	Obfuscated string `json:"obfuscated,omitempty"`
	// Frames is the inline stack a retraced location came from, innermost
	// first, the reported method last: code R8 inlined from other methods.
	// Empty when the location is one frame.
	Frames []Frame `json:"frames,omitempty"`
	// Retrace says what a reader must know about a retraced location (an
	// outline call site, obfuscated overloads the mapping cannot tell
	// apart); "" when nothing.
	Retrace string `json:"retrace,omitempty"`
}

// Frame is one source method of an inline stack (Location.Frames).
type Frame struct {
	Class  string `json:"class"`          // original Java class name
	Method string `json:"method"`         // original signature, "void run(int)"
	Path   string `json:"path,omitempty"` // source path, "" when the mapping names no file
	Line   int    `json:"line,omitempty"`
}

// Name renders the frame's method as Java names it, without the return
// type: "com.example.Tool.run(int)".
func (f Frame) Name() string {
	if _, sig, ok := strings.Cut(f.Method, " "); ok {
		return f.Class + "." + sig
	}
	return f.Class + "." + f.Method
}

// LogicalText renders a logical location for a finding without a line:
// the logical location, and the dex line when there is one.
func (l Location) LogicalText() string {
	if l.DexLine > 0 {
		return fmt.Sprintf("%s, dex line %d (no source file name recorded for the class)", l.Logical, l.DexLine)
	}
	return l.Logical
}

// Finding is one occurrence of one rule's defect.
type Finding struct {
	RuleID   string   `json:"ruleId"`
	Level    Level    `json:"level"`
	Message  string   `json:"message"`
	Location Location `json:"location"`
	// Input is the input the finding came from (an APK, a manifest, a
	// capture, a Go file), relative to --root. It differs from
	// Location.Path when the finding is shown elsewhere: a dex finding at
	// the source file its debug info names, an APK manifest finding on the
	// lines of --manifest-source. Baselines match on it.
	Input string `json:"input,omitempty"`
	// Subject is what the defect is about (a component, a tool, a field),
	// used by rule precedence: a rule that silences another does so for
	// findings with the same Subject. Empty when no precedence applies.
	Subject string `json:"-"`
	// About lists further subjects the verdict relies on (the scope
	// declarations a tool's scope check read): a silencing finding on any
	// of them silences this one too.
	About []string `json:"-"`
	// Identity is the stable logical identity for the fingerprint: never a
	// line number or bytecode offset. Defaults to Location.Logical.
	Identity string `json:"-"`
	// Content is the normalized offending content (an attribute value, a
	// canonical JSON value, a callee signature) mixed into the fingerprint.
	Content string `json:"-"`
	// Snippet is optional text shown to reviewers (HTML report).
	Snippet string `json:"snippet,omitempty"`
	// Fingerprint is filled in from ComputeFingerprint before reporting.
	Fingerprint string `json:"fingerprint,omitempty"`
	// Fixes are mechanical corrections (Go quick fixes), for SARIF.
	Fixes []Fix `json:"fixes,omitempty"`
	// Limit marks an analysis-limit note ("… may be incomplete: …") whose
	// message is the rule's ID, a space and text that names no rule: the
	// same text from several rules at one place is one limit, which a scan
	// reports once for all of them (check.MergeLimits).
	Limit bool `json:"-"`
}

// Fix is one mechanical correction of a finding: text edits of files.
type Fix struct {
	Description string `json:"description"`
	Edits       []Edit `json:"edits"`
}

// Edit replaces the text from Line:Column up to EndLine:EndColumn (1-based,
// columns as in Location) of Path with Text; an empty range inserts.
type Edit struct {
	Path      string `json:"path"`
	Line      int    `json:"line"`
	Column    int    `json:"column"`
	EndLine   int    `json:"endLine"`
	EndColumn int    `json:"endColumn"`
	Text      string `json:"text"`
}

// ComputeFingerprint returns the stable fingerprint of f: a hash of rule,
// logical identity and normalized content, so it survives line moves.
func (f *Finding) ComputeFingerprint() string {
	id := f.Identity
	if id == "" {
		id = f.Location.Logical
	}
	h := sha256.New()
	for _, part := range []string{f.RuleID, id, strings.Join(strings.Fields(f.Content), " ")} {
		h.Write([]byte(part))
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil)[:16])
}

// FingerprintOrCompute returns f.Fingerprint, or ComputeFingerprint when it
// was not filled in (a finding built outside the engine).
func (f *Finding) FingerprintOrCompute() string {
	if f.Fingerprint != "" {
		return f.Fingerprint
	}
	return f.ComputeFingerprint()
}
