package manifest

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path/filepath"

	"github.com/clawseed/cetpaudit/internal/capped"
	"github.com/clawseed/cetpaudit/internal/lazyregexp"
	"github.com/clawseed/cetpaudit/internal/lines"
)

// Bounds on a source manifest; a real one is a few kilobytes and a few
// levels deep.
const (
	MaxSourceBytes = 16 << 20
	MaxDepth       = 128
	MaxElements    = 1 << 16
	MaxGradleBytes = 1 << 20
)

// SourceOptions adjust how a source manifest is read.
type SourceOptions struct {
	// Package is the application id (--package). Modern source manifests
	// have no package attribute; without this flag the namespace in the
	// module's build.gradle or build.gradle.kts is used.
	Package string
}

// LoadSource reads and parses a source AndroidManifest.xml, refusing files
// over MaxSourceBytes.
func LoadSource(path string, opt SourceOptions) (*Manifest, error) {
	data, err := ReadSource(path)
	if err != nil {
		return nil, err
	}
	return ParseSource(path, data, opt)
}

// ReadSource reads a source manifest's bytes, refusing files over
// MaxSourceBytes; errors name the file.
func ReadSource(path string) ([]byte, error) {
	data, err := capped.ReadFile(path, MaxSourceBytes)
	var pe *fs.PathError
	switch {
	case errors.Is(err, capped.ErrTooLarge):
		return nil, fmt.Errorf("%s: larger than %d MiB; not a manifest", path, MaxSourceBytes>>20)
	case errors.As(err, &pe):
		return nil, fmt.Errorf("%s: %v", path, pe.Err)
	case err != nil:
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return data, nil
}

// ParseSource parses the text of a source AndroidManifest.xml found at path
// into the model, keeping the line and column of every element and
// attribute. Values are typed the way aapt would compile them (see
// InferValue); ${placeholders} stay as written. When neither opt.Package
// nor the manifest gives the package, ParseSource reads the Gradle namespace
// from the module directory of path (beside the manifest, or two levels up
// for src/<set>/AndroidManifest.xml). A DOCTYPE is refused: entity
// declarations have no place in a manifest.
func ParseSource(path string, data []byte, opt SourceOptions) (*Manifest, error) {
	root, err := parseSourceTree(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	bo := BuildOptions{Path: path, Source: true}
	attrPkg := ""
	if v, ok := root.plain("package"); ok {
		attrPkg = v.Text
	}
	namespace, gradleCut := "", ""
	if attrPkg == "" && path != "" {
		namespace, gradleCut = gradleNamespace(path)
	}
	switch {
	case opt.Package != "":
		bo.Package, bo.PackageFrom = opt.Package, FromFlag
	case attrPkg != "":
		bo.Package, bo.PackageFrom = attrPkg, FromManifest
	case namespace != "":
		bo.Package, bo.PackageFrom = namespace, FromGradle
	}
	// Relative class names resolve against the namespace (or the legacy
	// package attribute), which may differ from the application id.
	bo.ClassBase = firstNonEmpty(attrPkg, namespace, opt.Package)
	m, err := Build(root, bo)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	m.Root = root
	if m.Package == "" {
		m.GradleCut = gradleCut
	}
	return m, nil
}

// binaryXMLMagic starts a compiled (binary) XML file.
var binaryXMLMagic = []byte{0x03, 0x00, 0x08, 0x00}

func parseSourceTree(data []byte) (*Element, error) {
	if bytes.HasPrefix(data, binaryXMLMagic) {
		return nil, errors.New("is a compiled (binary) manifest, not XML text; scan the APK instead")
	}
	bomLen := 0
	if bytes.HasPrefix(data, []byte("\xef\xbb\xbf")) {
		bomLen = 3
	}
	lines := lineIndex{lines.New(data)}
	d := xml.NewDecoder(bytes.NewReader(data[bomLen:]))
	d.Strict = true
	var (
		root    *Element
		stack   []*Element
		count   int
		comment string
		pending bool // comment is directly before the next token
	)
	for {
		off := int(d.InputOffset()) + bomLen
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("not well-formed XML: %w", err)
		}
		switch t := tok.(type) {
		case xml.Comment:
			comment, pending = string(t), true
			continue
		case xml.CharData:
			if len(bytes.TrimSpace(t)) == 0 {
				continue // white space keeps a comment directly before
			}
		case xml.Directive:
			return nil, fmt.Errorf("line %d: DOCTYPE and other <! declarations are not allowed in a manifest", lines.pos(off).Line)
		case xml.StartElement:
			count++
			if count > MaxElements {
				return nil, fmt.Errorf("more than %d elements", MaxElements)
			}
			if len(stack) >= MaxDepth {
				return nil, fmt.Errorf("line %d: elements nested deeper than %d", lines.pos(off).Line, MaxDepth)
			}
			e := &Element{Tag: t.Name.Local, Pos: lines.pos(off)}
			if pending {
				e.Comment = comment
			}
			attrPos := scanAttrOffsets(data, off, len(t.Attr))
			for i, a := range t.Attr {
				if a.Name.Space == "xmlns" || (a.Name.Space == "" && a.Name.Local == "xmlns") {
					continue
				}
				v := sourceValue(a)
				v.Pos = e.Pos
				if attrPos != nil {
					v.Pos = lines.pos(attrPos[i])
				}
				e.Attrs = append(e.Attrs, Attr{NS: a.Name.Space, Name: a.Name.Local, Value: v})
			}
			if len(stack) == 0 {
				if root != nil {
					return nil, fmt.Errorf("line %d: a second root element <%s>", e.Pos.Line, clip(e.Tag))
				}
				root = e
			} else {
				p := stack[len(stack)-1]
				p.Children = append(p.Children, e)
			}
			stack = append(stack, e)
		case xml.EndElement:
			if len(stack) > 0 { // Strict mode balances tags; stay safe anyway
				stack[len(stack)-1].End = lines.pos(int(d.InputOffset()) + bomLen - 1)
				stack = stack[:len(stack)-1]
			}
		}
		pending = false
	}
	if root == nil {
		return nil, errors.New("no root element; not an XML manifest")
	}
	return root, nil
}

// sourceValue types an attribute's text as aapt would for that attribute.
func sourceValue(a xml.Attr) Value {
	if a.Name.Space != AndroidNS {
		return Value{Kind: String, Text: a.Value}
	}
	switch a.Name.Local {
	case "exported", "enabled", "debuggable":
		return InferBool(a.Value)
	case "value":
		return InferValue(a.Value)
	case "protectionLevel":
		return InferProtectionLevel(a.Value)
	case "minSdkVersion", "targetSdkVersion":
		return InferInt(a.Value)
	}
	return InferString(a.Value)
}

// scanAttrOffsets finds the byte offset of each attribute name in the start
// tag at data[off:], in document order (the order encoding/xml reports
// them). It returns nil when the tag does not scan to n attributes.
func scanAttrOffsets(data []byte, off, n int) []int {
	if n == 0 || off >= len(data) || data[off] != '<' {
		return nil
	}
	i := off + 1
	for i < len(data) && !isXMLSpace(data[i]) && data[i] != '>' && data[i] != '/' {
		i++
	}
	out := make([]int, 0, n)
	for len(out) < n {
		for i < len(data) && isXMLSpace(data[i]) {
			i++
		}
		if i >= len(data) || data[i] == '>' || data[i] == '/' {
			return nil
		}
		out = append(out, i)
		for i < len(data) && data[i] != '=' && !isXMLSpace(data[i]) {
			i++
		}
		for i < len(data) && isXMLSpace(data[i]) {
			i++
		}
		if i >= len(data) || data[i] != '=' {
			return nil
		}
		i++
		for i < len(data) && isXMLSpace(data[i]) {
			i++
		}
		if i >= len(data) || (data[i] != '"' && data[i] != '\'') {
			return nil
		}
		q := data[i]
		end := bytes.IndexByte(data[i+1:], q)
		if end < 0 {
			return nil
		}
		i += end + 2
	}
	return out
}

func isXMLSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// namespaceRE matches `namespace "x"`, `namespace 'x'` and `namespace = "x"`
// in a build.gradle or build.gradle.kts whose comments are removed.
var (
	namespaceRE = lazyregexp.New(`(?:^|[\s{;])namespace\s*=?\s*["']([A-Za-z0-9_.]+)["']`)
	commentRE   = lazyregexp.New(`(?s)/\*.*?\*/|//[^\n]*`)
)

// gradleNamespace returns the namespace declared by the module that holds
// the manifest at path, or "" and, when a build file was larger than
// MaxGradleBytes (searched only in its first part), that file's path.
func gradleNamespace(path string) (namespace, cut string) {
	dir := filepath.Dir(path)
	dirs := []string{dir}
	if parent := filepath.Dir(dir); filepath.Base(parent) == "src" {
		dirs = append(dirs, filepath.Dir(parent))
	}
	for _, d := range dirs {
		for _, name := range []string{"build.gradle.kts", "build.gradle"} {
			// A build file past the cap is searched in its first part.
			file := filepath.Join(d, name)
			data, err := capped.ReadFile(file, MaxGradleBytes)
			if errors.Is(err, capped.ErrTooLarge) {
				if cut == "" {
					cut = file
				}
			} else if err != nil {
				continue
			}
			if m := namespaceRE.FindSubmatch(commentRE.ReplaceAll(data, nil)); m != nil {
				return string(m[1]), ""
			}
		}
	}
	return "", cut
}

// lineIndex gives manifest positions of byte offsets.
type lineIndex struct{ *lines.Index }

func (li lineIndex) pos(off int) Pos {
	line, col := li.Pos(off)
	return Pos{Line: line, Col: col}
}
