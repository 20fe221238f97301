package goname

import (
	"go/ast"
	"go/parser"
	"go/token"
	"testing"
)

func TestFunc(t *testing.T) {
	src := `package p
func F() {}
func (T) M() {}
func (t *T) P() {}
func (l *List[E]) Push() {}
func (m Map[K, V]) Get() {}
func (t (*T)) Q() {}
`
	f, err := parser.ParseFile(token.NewFileSet(), "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"F", "T.M", "T.P", "List.Push", "Map.Get", "T.Q"}
	for i, d := range f.Decls {
		if got := Func(d.(*ast.FuncDecl)); got != want[i] {
			t.Errorf("Func(decl %d) = %q, want %q", i, got, want[i])
		}
	}
}
