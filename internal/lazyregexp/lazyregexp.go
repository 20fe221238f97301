package lazyregexp

import (
	"os"
	"regexp"
	"strings"
	"sync"
)

// Regexp is a regular expression compiled on first use.
type Regexp struct {
	expr string
	re   func() *regexp.Regexp
}

// New returns the regular expression expr, to be compiled with
// regexp.MustCompile when first used; a malformed expr panics then.
func New(expr string) *Regexp {
	r := newLazy(expr)
	if inTest {
		r.re()
	}
	return r
}

// inTest reports whether this is a test binary ("pkg.test"): there every
// expression is compiled at once, so a malformed one fails the tests of its
// package rather than waiting for first use. Checked by name, like the
// standard library's own lazyregexp, so that production code does not link
// package testing.
var inTest = len(os.Args) > 0 && strings.HasSuffix(strings.TrimSuffix(os.Args[0], ".exe"), ".test")

func newLazy(expr string) *Regexp {
	return &Regexp{expr: expr, re: sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(expr) })}
}

// Regexp returns the compiled expression.
func (r *Regexp) Regexp() *regexp.Regexp { return r.re() }

// String returns the source text, without compiling it.
func (r *Regexp) String() string { return r.expr }

// MatchString is [regexp.Regexp.MatchString].
func (r *Regexp) MatchString(s string) bool { return r.re().MatchString(s) }

// FindStringIndex is [regexp.Regexp.FindStringIndex].
func (r *Regexp) FindStringIndex(s string) []int { return r.re().FindStringIndex(s) }

// FindSubmatch is [regexp.Regexp.FindSubmatch].
func (r *Regexp) FindSubmatch(b []byte) [][]byte { return r.re().FindSubmatch(b) }

// FindAllStringIndex is [regexp.Regexp.FindAllStringIndex].
func (r *Regexp) FindAllStringIndex(s string, n int) [][]int { return r.re().FindAllStringIndex(s, n) }

// FindAllStringSubmatchIndex is [regexp.Regexp.FindAllStringSubmatchIndex].
func (r *Regexp) FindAllStringSubmatchIndex(s string, n int) [][]int {
	return r.re().FindAllStringSubmatchIndex(s, n)
}

// ReplaceAll is [regexp.Regexp.ReplaceAll].
func (r *Regexp) ReplaceAll(src, repl []byte) []byte { return r.re().ReplaceAll(src, repl) }

// ReplaceAllString is [regexp.Regexp.ReplaceAllString].
func (r *Regexp) ReplaceAllString(src, repl string) string { return r.re().ReplaceAllString(src, repl) }
