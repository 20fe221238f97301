package vetdriver

import (
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io"
	"maps"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"

	"github.com/clawseed/cetpaudit/analyzers/all"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/goname"
	"github.com/clawseed/cetpaudit/rules"
)

// IsVetInvocation reports whether the arguments (os.Args[1:]) are go vet
// driving a -vettool: "-V=full" (version for the build cache), "-flags"
// (the tool's flags as JSON), or flags followed by one *.cfg file naming a
// package unit to analyze. go vet forwards the tool's flags as the user
// wrote them, so a flag's value may be the next argument ("-config FILE").
func IsVetInvocation(args []string) bool {
	if len(args) == 0 {
		return false
	}
	switch args[0] {
	case "-V=full", "--V=full", "-flags", "--flags":
		return true
	}
	last := args[len(args)-1]
	if !strings.HasSuffix(last, ".cfg") {
		return false
	}
	valueNext := false // the previous argument was a flag without "=value"
	for _, a := range args[:len(args)-1] {
		switch {
		case strings.HasPrefix(a, "-") && a != "-" && a != "--":
			valueNext = !strings.Contains(a, "=")
		case valueNext:
			valueNext = false
		default:
			return false
		}
	}
	return true
}

// maxContent bounds the statement text mixed into a fingerprint.
const maxContent = 512

// Output is what Run found.
type Output struct {
	// Findings are the reported findings.
	Findings []finding.Finding
	// Suppressed are the findings a //cetpaudit:ignore directive
	// suppressed, with its reason.
	Suppressed []finding.Suppressed
	// Files are the Go files of the matched packages.
	Files []string
	// Notes are the limit notes: places where the analysis stopped short
	// for several rules at once (see LimitNote).
	Notes []LimitNote
}

// LimitNote says where the analysis stopped short for Rules: not a
// finding of any one rule, it is shown while any of them is selected.
type LimitNote struct {
	Path         string
	Line, Column int
	Rules        []string
	Message      string
}

// Run analyzes the packages matching patterns in dir (with their test files
// when tests is set) and returns the findings: absolute paths, 1-based
// lines, UTF-16 columns, the enclosing function as logical location, one
// finding per diagnostic even when a package and its test variant both
// report it. Packages that do not load or type-check are an error.
//
// The analysis runs under go vet with the running executable as its tool
// (see Vet; the executable must call Vet when IsVetInvocation holds), so
// that each package is analyzed in its own process, in dependency order,
// from its dependencies' export data and facts, and its syntax and types
// are gone once it is done: peak memory is that of the largest packages
// go vet analyzes at once (-p, one per CPU), not of the whole program, and
// go vet's build cache skips the packages that did not change. Run itself reads only the package list and, for
// each finding, the file it is in.
func Run(dir string, patterns []string, tests bool) (*Output, error) {
	files, units, err := listFiles(dir, patterns, tests)
	if err != nil {
		return nil, err
	}
	tool, err := os.Executable()
	if err != nil {
		return nil, fmt.Errorf("finding the cetpaudit executable for go vet: %w", err)
	}
	stdout, err := goVet(dir, tool, patterns, tests)
	if err != nil {
		return nil, err
	}
	fs, sup, notes, err := decode(stdout, units)
	if err != nil {
		return nil, err
	}
	return &Output{Findings: fs, Suppressed: sup, Files: files, Notes: notes}, nil
}

// listFiles returns the Go files of the packages matching patterns (and of
// their test variants when tests is set), without loading their syntax or
// types: what the report counts as inputs and what configuration
// suppressions are checked against. Packages go list cannot load are an
// error. units maps each package ID (as go vet names the units: "p",
// "p [p.test]", "p_test [p.test]") to its files.
func listFiles(dir string, patterns []string, tests bool) (files []string, units map[string]map[string]bool, err error) {
	cfg := &packages.Config{Mode: packages.NeedName | packages.NeedFiles | packages.NeedCompiledGoFiles, Dir: dir, Tests: tests}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		return nil, nil, fmt.Errorf("loading %s: %w", strings.Join(patterns, " "), err)
	}
	if len(pkgs) == 0 {
		return nil, nil, fmt.Errorf("no Go packages match %s in %s", strings.Join(patterns, " "), dir)
	}
	seen := map[string]bool{}
	units = map[string]map[string]bool{}
	for _, p := range pkgs {
		if len(p.Errors) > 0 {
			return nil, nil, fmt.Errorf("package %s: %s", p.PkgPath, finding.Sanitize(p.Errors[0].Error()))
		}
		if p.Name == "main" && strings.HasSuffix(p.ID, ".test") {
			continue // the generated test main, in the build cache
		}
		units[p.ID] = map[string]bool{}
		for _, f := range p.CompiledGoFiles {
			units[p.ID][f] = true
			if !seen[f] {
				seen[f] = true
				files = append(files, f)
			}
		}
	}
	return files, units, nil
}

// goVet runs go vet in dir with tool as its vet tool, asking it for JSON,
// and returns what the units wrote: one JSON object per analyzed package.
func goVet(dir, tool string, patterns []string, tests bool) ([]byte, error) {
	// -trimpath=false over a GOFLAGS=-trimpath: trimmed, the go command
	// keys each package's cached vet output on its content alone, and a
	// second checkout of the same code is handed the first one's findings,
	// at the first one's paths.
	args := []string{"vet", "-trimpath=false", "-json", "-vettool=" + tool, "-" + forGoFlag}
	if !tests {
		args = append(args, "-"+testsFlag+"=false")
	}
	args = append(args, "--")
	args = append(args, patterns...)
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		if msg := vetError(stderr.String()); msg != "" {
			return nil, errors.New(msg)
		}
		return nil, fmt.Errorf("go vet %s: %w", strings.Join(patterns, " "), err)
	}
	return stdout.Bytes(), nil
}

// vetError turns go vet's standard error into one line: the first error
// under a "# path" package header, named by it, or else (no header: the go
// command failed before any package) the first line.
func vetError(stderr string) string {
	first, pkg := "", ""
	for _, line := range strings.Split(stderr, "\n") {
		line = strings.TrimSpace(line)
		switch {
		case line == "":
		case strings.HasPrefix(line, "# "):
			pkg = strings.TrimPrefix(line, "# ")
		case pkg != "":
			return fmt.Sprintf("package %s: %s", pkg, finding.Sanitize(strings.TrimPrefix(line, "vet: ")))
		case first == "":
			first = line
		}
	}
	return finding.Sanitize(first)
}

// Each unit's output, as unitchecker writes it with -json: package ID →
// analyzer name → diagnostics, or an error object.
type (
	jsonTree       map[string]map[string]json.RawMessage
	jsonDiagnostic struct {
		Category       string
		Posn           string
		End            string
		Message        string
		SuggestedFixes []struct {
			Message string
			Edits   []struct {
				Filename   string
				Start, End int
				New        string
			}
		} `json:"suggested_fixes"`
		Related []struct {
			Posn, End, Message string
		}
	}
)

// decode turns the units' JSON into findings, deduplicated across a
// package and its test variant. A finding in one of its unit's files gets
// the enclosing function and statement text; one a unit reported in another
// package's file (a declaration a fact carried) gets neither, as when the
// analysis held every package.
func decode(stdout []byte, units map[string]map[string]bool) (fs []finding.Finding, sup []finding.Suppressed, notes []LimitNote, err error) {
	c := newConverter()
	src := newSources(c)
	seenNotes := map[string]bool{}
	var errs []error
	dec := json.NewDecoder(bytes.NewReader(stdout))
	for {
		var tree jsonTree
		if err := dec.Decode(&tree); err == io.EOF {
			break
		} else if err != nil {
			return nil, nil, nil, fmt.Errorf("reading go vet's output: %w", err)
		}
		for _, id := range slices.Sorted(maps.Keys(tree)) {
			// "path [path.test]" is the test variant of path.
			pkgPath, _, _ := strings.Cut(id, " ")
			own := units[id]
			if own == nil {
				// With -tests=false a package with tests is still the
				// unit "p [p.test]", trimmed to p's files.
				own = units[pkgPath]
			}
			for _, name := range slices.Sorted(maps.Keys(tree[id])) {
				raw := tree[id][name]
				var diags []jsonDiagnostic
				if err := json.Unmarshal(raw, &diags); err != nil {
					var e struct{ Error string }
					if json.Unmarshal(raw, &e) != nil || e.Error == "" {
						return nil, nil, nil, fmt.Errorf("reading go vet's output for %s: %w", id, err)
					}
					errs = append(errs, fmt.Errorf("%s on %s: %s", name, pkgPath, e.Error))
					continue
				}
				for _, jd := range diags {
					if ids, ok := all.LimitRules(jd.Category); ok {
						name, line, col, ok := splitPosn(jd.Posn)
						key := jd.Posn + "\x00" + jd.Message
						if ok && !seenNotes[key] {
							seenNotes[key] = true
							notes = append(notes, LimitNote{Path: name, Line: line, Column: col, Rules: ids,
								Message: strings.TrimPrefix(jd.Message, "note: ")})
						}
						continue
					}
					d, syntax := src.diagnostic(jd, own)
					f, ok := c.convertOrPlace(src.fset, pkgPath, syntax, d, jd.Posn)
					if !ok {
						continue
					}
					if reason, at, ok := all.SuppressedBy(d); ok {
						by := src.fset.Position(at)
						sup = append(sup, finding.Suppressed{Finding: f, Kind: "//cetpaudit:ignore", Reason: reason,
							By: finding.Location{Path: by.Filename, Line: by.Line, Column: by.Column}})
						continue
					}
					c.out = append(c.out, f)
				}
			}
		}
	}
	if len(errs) > 0 {
		return nil, nil, nil, errors.Join(errs...)
	}
	finding.Sort(c.out)
	slices.SortFunc(notes, func(a, b LimitNote) int {
		return cmp.Or(strings.Compare(a.Path, b.Path), a.Line-b.Line, a.Column-b.Column, strings.Compare(a.Message, b.Message))
	})
	return c.out, sup, notes, nil
}

// sources maps go vet's "file:line:column" positions back to token.Pos in
// a file set of its own, parsing each file a finding is in once: the
// converter needs the syntax for the enclosing function and the statement
// text the fingerprint hashes.
type sources struct {
	fset  *token.FileSet
	c     *converter
	files map[string]*sourceFile
}

type sourceFile struct {
	tf     *token.File
	syntax []*ast.File // nil when the file is not Go (a //line target)
}

func newSources(c *converter) *sources {
	return &sources{fset: token.NewFileSet(), c: c, files: map[string]*sourceFile{}}
}

// file returns the named file, or nil when it cannot be read.
func (s *sources) file(name string) *sourceFile {
	if sf, ok := s.files[name]; ok {
		return sf
	}
	var sf *sourceFile
	if src, err := os.ReadFile(name); err == nil {
		s.c.files[name] = src
		sf = &sourceFile{}
		if f, err := parser.ParseFile(s.fset, name, src, parser.SkipObjectResolution); err == nil {
			sf.tf = s.fset.File(f.FileStart)
			sf.syntax = []*ast.File{f}
		} else {
			sf.tf = s.fset.AddFile(name, -1, len(src))
			sf.tf.SetLinesForContent(src)
		}
	}
	s.files[name] = sf
	return sf
}

// pos returns the position of "file:line:column", or NoPos.
func (s *sources) pos(posn string) token.Pos {
	name, line, col, ok := splitPosn(posn)
	if !ok {
		return token.NoPos
	}
	sf := s.file(name)
	if sf == nil || line > sf.tf.LineCount() {
		return token.NoPos
	}
	off := sf.tf.Offset(sf.tf.LineStart(line)) + col - 1
	if off > sf.tf.Size() {
		return token.NoPos
	}
	return sf.tf.Pos(off)
}

// offset returns the position of a byte offset in the named file, or NoPos.
func (s *sources) offset(name string, off int) token.Pos {
	sf := s.file(name)
	if sf == nil || off < 0 || off > sf.tf.Size() {
		return token.NoPos
	}
	return sf.tf.Pos(off)
}

// diagnostic rebuilds the analysis.Diagnostic go vet printed, and returns
// the syntax of the file it is in when that file is one of own.
func (s *sources) diagnostic(jd jsonDiagnostic, own map[string]bool) (analysis.Diagnostic, []*ast.File) {
	d := analysis.Diagnostic{Category: jd.Category, Message: jd.Message, Pos: s.pos(jd.Posn)}
	if jd.End != jd.Posn {
		d.End = s.pos(jd.End)
	}
	for _, r := range jd.Related {
		d.Related = append(d.Related, analysis.RelatedInformation{Pos: s.pos(r.Posn), End: s.pos(r.End), Message: r.Message})
	}
	for _, jf := range jd.SuggestedFixes {
		fix := analysis.SuggestedFix{Message: jf.Message}
		for _, e := range jf.Edits {
			fix.TextEdits = append(fix.TextEdits, analysis.TextEdit{Pos: s.offset(e.Filename, e.Start), End: s.offset(e.Filename, e.End), NewText: []byte(e.New)})
		}
		d.SuggestedFixes = append(d.SuggestedFixes, fix)
	}
	var syntax []*ast.File
	if name, _, _, ok := splitPosn(jd.Posn); ok && own[name] {
		if sf := s.file(name); sf != nil {
			syntax = sf.syntax
		}
	}
	return d, syntax
}

// splitPosn splits "file:line:column" (the file may hold colons).
func splitPosn(posn string) (name string, line, col int, ok bool) {
	rest, colStr, ok1 := cutLast(posn, ":")
	name, lineStr, ok2 := cutLast(rest, ":")
	if !ok1 || !ok2 {
		return "", 0, 0, false
	}
	line, err1 := strconv.Atoi(lineStr)
	col, err2 := strconv.Atoi(colStr)
	if err1 != nil || err2 != nil || line < 1 || col < 1 {
		return "", 0, 0, false
	}
	return name, line, col, true
}

func cutLast(s, sep string) (before, after string, ok bool) {
	i := strings.LastIndex(s, sep)
	if i < 0 {
		return s, "", false
	}
	return s[:i], s[i+len(sep):], true
}

type converter struct {
	files map[string][]byte // file contents, for UTF-16 columns and text
	seen  map[string]bool   // dedup across package variants
	out   []finding.Finding
}

func newConverter() *converter {
	return &converter{files: map[string][]byte{}, seen: map[string]bool{}}
}

// convert turns a diagnostic of the package pkgPath into a finding.
func (c *converter) convert(fset *token.FileSet, pkgPath string, syntax []*ast.File, d analysis.Diagnostic) (finding.Finding, bool) {
	id, note := all.RuleOf(d.Category)
	r := rules.Lookup(id)
	if r == nil {
		return finding.Finding{}, false
	}
	pos := fset.Position(d.Pos)
	if !pos.IsValid() {
		return finding.Finding{}, false
	}
	key := fmt.Sprintf("%s\x00%s\x00%d\x00%d\x00%s", id, pos.Filename, pos.Line, pos.Column, d.Message)
	if c.seen[key] {
		return finding.Finding{}, false
	}
	c.seen[key] = true

	src := c.content(pos.Filename)
	level := r.Level
	if note {
		level = finding.Note
	}
	f := finding.Finding{
		RuleID:  r.ID,
		Level:   level,
		Message: message(d.Message, id, note),
		Location: finding.Location{
			Path:        pos.Filename,
			Line:        pos.Line,
			Column:      utf16Column(src, pos.Offset, pos.Column),
			Logical:     pkgPath,
			LogicalKind: "function",
			Pos:         d.Pos,
		},
	}
	if end := fset.Position(d.End); end.IsValid() && d.End > d.Pos && end.Filename == pos.Filename {
		f.Location.EndLine = end.Line
		f.Location.EndColumn = utf16Column(src, end.Offset, end.Column)
	}
	file := enclosingFile(syntax, d.Pos)
	if file != nil {
		if name := enclosingFunc(file, d.Pos); name != "" {
			f.Location.Logical = pkgPath + "." + name
		}
		f.Content = statementText(src, fset, file, d.Pos)
	}
	for _, sf := range d.SuggestedFixes {
		fix := finding.Fix{Description: sf.Message}
		for _, e := range sf.TextEdits {
			from, to := fset.Position(e.Pos), fset.Position(e.End)
			if !e.End.IsValid() {
				to = from
			}
			if !from.IsValid() || to.Filename != from.Filename {
				fix.Edits = nil
				break
			}
			esrc := c.content(from.Filename)
			fix.Edits = append(fix.Edits, finding.Edit{Path: from.Filename,
				Line: from.Line, Column: utf16Column(esrc, from.Offset, from.Column),
				EndLine: to.Line, EndColumn: utf16Column(esrc, to.Offset, to.Column), Text: string(e.NewText)})
		}
		if len(fix.Edits) > 0 {
			f.Fixes = append(f.Fixes, fix)
		}
	}
	f.Identity = f.Location.Logical
	f.Fingerprint = f.ComputeFingerprint()
	return f, true
}

// convertOrPlace is convert for a diagnostic whose file could not be read
// back (a //line directive naming a file that is not there): the finding
// keeps go vet's file, line and byte column instead of being dropped.
func (c *converter) convertOrPlace(fset *token.FileSet, pkgPath string, syntax []*ast.File, d analysis.Diagnostic, posn string) (finding.Finding, bool) {
	if d.Pos.IsValid() {
		return c.convert(fset, pkgPath, syntax, d)
	}
	id, note := all.RuleOf(d.Category)
	r := rules.Lookup(id)
	name, line, col, ok := splitPosn(posn)
	if r == nil || !ok {
		return finding.Finding{}, false
	}
	key := fmt.Sprintf("%s\x00%s\x00%d\x00%d\x00%s", id, name, line, col, d.Message)
	if c.seen[key] {
		return finding.Finding{}, false
	}
	c.seen[key] = true
	level := r.Level
	if note {
		level = finding.Note
	}
	f := finding.Finding{RuleID: r.ID, Level: level, Message: message(d.Message, id, note),
		Location: finding.Location{Path: name, Line: line, Column: col, Logical: pkgPath, LogicalKind: "function"}}
	f.Identity = f.Location.Logical
	f.Fingerprint = f.ComputeFingerprint()
	return f, true
}

// message drops the prefixes go vet's plain output needs ("CETP608: ",
// and "note: " on a note): the finding's rule and level say them.
func message(msg, id string, note bool) string {
	msg = strings.TrimPrefix(msg, id+": ")
	if note {
		msg = strings.TrimPrefix(msg, "note: ")
	}
	return msg
}

func (c *converter) content(name string) []byte {
	if b, ok := c.files[name]; ok {
		return b
	}
	b, _ := os.ReadFile(name) // positions came from this file moments ago
	c.files[name] = b
	return b
}

// utf16Column converts a 1-based byte column to UTF-16 code units.
func utf16Column(src []byte, offset, byteCol int) int {
	if offset > len(src) || byteCol < 1 || offset-(byteCol-1) < 0 {
		return byteCol
	}
	line := src[offset-(byteCol-1) : offset]
	col := 1
	for len(line) > 0 {
		r, n := utf8.DecodeRune(line)
		if r >= 0x10000 {
			col += 2
		} else {
			col++
		}
		line = line[n:]
	}
	return col
}

func enclosingFile(syntax []*ast.File, pos token.Pos) *ast.File {
	for _, f := range syntax {
		if f.FileStart <= pos && pos <= f.FileEnd {
			return f
		}
	}
	return nil
}

// enclosingFunc names the declaration holding pos: Func, Type.Method, or the
// first name of a var/const declaration.
func enclosingFunc(f *ast.File, pos token.Pos) string {
	for _, d := range f.Decls {
		if pos < d.Pos() || pos > d.End() {
			continue
		}
		switch d := d.(type) {
		case *ast.FuncDecl:
			return goname.Func(d)
		case *ast.GenDecl:
			for _, s := range d.Specs {
				if vs, ok := s.(*ast.ValueSpec); ok && pos >= vs.Pos() && pos <= vs.End() && len(vs.Names) > 0 {
					return vs.Names[0].Name
				}
			}
		}
	}
	return ""
}

// statementText is the source of the innermost statement, field or spec
// holding pos: what the fingerprint hashes, so it survives moved lines.
func statementText(src []byte, fset *token.FileSet, f *ast.File, pos token.Pos) string {
	var best ast.Node
	ast.Inspect(f, func(n ast.Node) bool {
		if n == nil || pos < n.Pos() || pos > n.End() {
			return false
		}
		switch n.(type) {
		case ast.Stmt, *ast.ValueSpec, *ast.KeyValueExpr, *ast.Field:
			if _, block := n.(*ast.BlockStmt); !block {
				best = n
			}
		}
		return true
	})
	if best == nil {
		return ""
	}
	start, end := fset.Position(best.Pos()).Offset, fset.Position(best.End()).Offset
	if start < 0 || end > len(src) || start > end {
		return ""
	}
	text := src[start:end]
	if len(text) > maxContent {
		text = text[:maxContent]
	}
	return string(bytes.Join(bytes.Fields(text), []byte(" ")))
}
