package vetdriver

import (
	"bytes"
	"errors"
	"fmt"
	"go/ast"
	"go/token"
	"os"
	"strings"
	"unicode/utf8"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/clawseed/cetpaudit/analyzers/all"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/goname"
	"github.com/clawseed/cetpaudit/rules"
)

// IsVetInvocation reports whether the arguments (os.Args[1:]) are go vet
// driving a -vettool: "-V=full" (version for the build cache), "-flags"
// (the tool's flags as JSON), or flags followed by one *.cfg file naming a
// package unit to analyze.
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
	for _, a := range args[:len(args)-1] {
		if !strings.HasPrefix(a, "-") {
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
}

// Run loads the packages matching patterns in dir (with their test variants
// when tests is set), runs every analyzer, and returns the findings:
// absolute paths, 1-based lines, UTF-16 columns, the enclosing function as
// logical location, one finding per diagnostic even when a package and its
// test variant both report it. Packages that do not load or type-check are
// an error.
func Run(dir string, patterns []string, tests bool) (*Output, error) {
	fs, sup, files, err := run(dir, patterns, tests)
	if err != nil {
		return nil, err
	}
	return &Output{Findings: fs, Suppressed: sup, Files: files}, nil
}

func run(dir string, patterns []string, tests bool) (fs []finding.Finding, sup []finding.Suppressed, files []string, err error) {
	// Suppressed findings come back marked, so that --show-suppressed
	// and SARIF can list them with their reasons.
	all.KeepSuppressed()
	cfg := &packages.Config{Mode: packages.LoadAllSyntax, Dir: dir, Tests: tests}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("loading %s: %w", strings.Join(patterns, " "), err)
	}
	if len(pkgs) == 0 {
		return nil, nil, nil, fmt.Errorf("no Go packages match %s in %s", strings.Join(patterns, " "), dir)
	}
	var loadErr error
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		if loadErr == nil && len(p.Errors) > 0 {
			loadErr = fmt.Errorf("package %s: %s", p.PkgPath, finding.Sanitize(p.Errors[0].Error()))
		}
	})
	if loadErr != nil {
		return nil, nil, nil, loadErr
	}
	seenFile := map[string]bool{}
	for _, p := range pkgs {
		for _, f := range p.CompiledGoFiles {
			if !seenFile[f] {
				seenFile[f] = true
				files = append(files, f)
			}
		}
	}
	graph, err := checker.Analyze(all.Analyzers, pkgs, nil)
	if err != nil {
		return nil, nil, nil, err
	}
	c := newConverter()
	var errs []error
	for act := range graph.All() {
		if !act.IsRoot {
			continue
		}
		if act.Err != nil {
			errs = append(errs, fmt.Errorf("%s on %s: %v", act.Analyzer.Name, act.Package.PkgPath, act.Err))
			continue
		}
		for _, d := range act.Diagnostics {
			f, ok := c.convert(act.Package.Fset, act.Package.PkgPath, act.Package.Syntax, d)
			if !ok {
				continue
			}
			if reason, at, ok := all.SuppressedBy(d); ok {
				by := act.Package.Fset.Position(at)
				sup = append(sup, finding.Suppressed{Finding: f, Kind: "//cetpaudit:ignore", Reason: reason,
					By: finding.Location{Path: by.Filename, Line: by.Line, Column: by.Column}})
				continue
			}
			c.out = append(c.out, f)
		}
	}
	if len(errs) > 0 {
		return nil, nil, nil, errors.Join(errs...)
	}
	finding.Sort(c.out)
	return c.out, sup, files, nil
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
		Message: strings.TrimPrefix(d.Message, id+": "),
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
