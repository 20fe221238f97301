package capture

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/capped"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/jsonpos"
)

// DefaultMaxBytes caps how much of one capture file is read: larger files
// are input errors, so memory stays bounded whatever a file holds.
const DefaultMaxBytes = 16 << 20

// Options adjust loading.
type Options struct {
	// Kind overrides shape recognition for a single-response JSON file
	// (the --capture-kind flag); Unknown recognises by shape.
	Kind Kind
	// MaxBytes caps the bytes read per file; 0 means DefaultMaxBytes.
	MaxBytes int64
}

func (o Options) maxBytes() int64 {
	if o.MaxBytes > 0 {
		return o.MaxBytes
	}
	return DefaultMaxBytes
}

// File is one loaded capture file.
type File struct {
	Path string
	// Bundle is set for a capture bundle; its captures form a set of
	// their own.
	Bundle *BundleInfo
	// Captures are the responses the file holds.
	Captures []*Capture
}

// ErrNotCapture is wrapped by the error for a file that is readable but not
// a CETP capture.
var ErrNotCapture = errors.New("not a CETP capture")

// Load loads one file that was named explicitly: a single-response JSON
// capture, a capture bundle, or adb output. A file that is not recognised is
// an error (wrapping ErrNotCapture).
func Load(path string, opt Options) (*File, error) {
	data, err := readCapped(path, opt.maxBytes())
	if err != nil {
		return nil, err
	}
	return Parse(data, path, opt)
}

// Parse is Load on data already read from path.
func Parse(data []byte, path string, opt Options) (*File, error) {
	if isADB(data) {
		c, err := ParseADB(data, path, opt)
		if err != nil {
			return nil, err
		}
		return &File{Path: path, Captures: []*Capture{c}}, nil
	}
	// One value budget for the whole file: a bundle's data strings are
	// documents of their own, and each under a per-document cap could
	// still add up to millions of values.
	b := jsonpos.NewBudget()
	root, err := jsonpos.ParseAt(data, path, jsonpos.Origin{Line: 1, Col: 1, Budget: b})
	if err != nil {
		return nil, err
	}
	if root.Get(bundleMarker) != nil {
		return parseBundle(root, path, b)
	}
	c, err := fromDocument(root, path, opt.Kind, b)
	if err != nil {
		return nil, err
	}
	return &File{Path: path, Captures: []*Capture{c}}, nil
}

func readCapped(path string, max int64) ([]byte, error) {
	data, err := capped.ReadFile(path, max)
	if errors.Is(err, capped.ErrTooLarge) {
		return nil, fmt.Errorf("%s: capture is larger than %d MiB; cetpaudit reads at most that much per capture (a descriptor this large is oversized anyway, §7.3)", path, max>>20)
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return nil, fmt.Errorf("%s: %w", path, pe.Err)
	}
	return data, err
}

// fromDocument makes a capture of a single-response document: a data
// document, a whole error response, or a whole success or accepted
// response (wrapping a data document, or an execution's or operation's
// response, which is kept whole: its envelope is audited).
func fromDocument(root *descriptor.Node, path string, kind Kind, b *jsonpos.Budget) (*Capture, error) {
	if root.Kind != descriptor.KindObject {
		return nil, fmt.Errorf("%s: %w: the document is a JSON %s, not an object", path, ErrNotCapture, root.Kind)
	}
	c := &Capture{Path: path}
	st := root.Get(cetp.KeyStatus)
	if descriptor.KindOf(st) == descriptor.KindString && (st.Str == cetp.StatusSuccess || st.Str == cetp.StatusAccepted || st.Str == cetp.StatusError) {
		c.Response = root
		if d := root.Get(cetp.KeyData); d != nil {
			doc, err := dataDocument(d, path, b)
			if err != nil {
				return nil, err
			}
			c.Data = doc
		}
	}
	if kind == Unknown && c.Response != nil {
		kind = recognizeResponse(root, c.Data)
	}
	doc := root
	if c.Data != nil && descriptor.KindOf(st) == descriptor.KindString && st.Str == cetp.StatusSuccess && !kind.WholeResponse() {
		doc = c.Data
	}
	if kind == Unknown {
		kind = Recognize(doc)
	}
	switch {
	case kind == Unknown:
		return nil, fmt.Errorf("%s: %w: no negotiate, provider info, tool list, error, execute_tool or operation response shape (name the kind with --capture-kind)", path, ErrNotCapture)
	case kind.WholeResponse() && kind != Error && c.Response == nil:
		return nil, fmt.Errorf("%s: a %s capture is the whole response Bundle (status, protocol_version, request_id, data), not its data document: its envelope is what is audited (docs/captures.md)", path, kind)
	case kind.WholeResponse():
		doc = root
	}
	if !kind.WholeResponse() {
		c.Data = doc
	}
	c.Kind, c.Method, c.Doc = kind, kind.method(), doc
	return c, nil
}

// recognizeResponse tells a whole response of an execution or an operation
// by its shape, Unknown for any other: status "accepted" is execute_tool's
// (§4.4); a success whose data has a result kind is execute_tool's (§4.2,
// §4.5); one whose data has operation_id and state is get_operation's, or
// cancel_operation's when the state is cancellation_requested. A
// cancel_operation that wrongly answers "cancelled" looks like
// get_operation: record it in a bundle, or say --capture-kind
// cancel_operation.
func recognizeResponse(resp, data *descriptor.Node) Kind {
	st := resp.Get(cetp.KeyStatus)
	if st.Str == cetp.StatusAccepted {
		return ExecuteTool
	}
	if st.Str != cetp.StatusSuccess || descriptor.KindOf(data) != descriptor.KindObject {
		return Unknown
	}
	if k := data.Get(cetp.FieldResultKind); descriptor.KindOf(k) == descriptor.KindString && (k.Str == cetp.ResultInline || k.Str == cetp.ResultFile) {
		return ExecuteTool
	}
	if data.Get(cetp.KeyOperationID) != nil && data.Get(cetp.FieldState) != nil {
		if s := data.Get(cetp.FieldState); descriptor.KindOf(s) == descriptor.KindString && s.Str == string(cetp.StateCancellationRequested) {
			return CancelOperation
		}
		return GetOperation
	}
	return Unknown
}

// dataDocument returns the data document of a success response: the object
// itself, or the JSON string the Bundle carries parsed. Values inside a
// string are located at the string (their pointers stay exact).
func dataDocument(d *descriptor.Node, path string, b *jsonpos.Budget) (*descriptor.Node, error) {
	switch d.Kind {
	case descriptor.KindObject:
		return d, nil
	case descriptor.KindString:
		doc, err := jsonpos.ParseAt([]byte(d.Str), path, jsonpos.Origin{Line: d.At.Line, Col: d.At.Column, Pointer: d.At.Logical, Budget: b})
		if err != nil {
			return nil, fmt.Errorf("%s: the data string at %s is not valid JSON: %w", path, d.At.Logical, err)
		}
		pin(doc, d.At)
		return doc, nil
	}
	return nil, fmt.Errorf("%s:%d:%d: data at %s is a JSON %s; want the data document (an object, or a JSON string)", path, d.At.Line, d.At.Column, d.At.Logical, d.Kind)
}

// pin moves every location of a tree parsed from a JSON string to the
// string's own region: positions inside an escaped string do not map to
// file columns.
func pin(n *descriptor.Node, at descriptor.Loc) {
	set := func(l *descriptor.Loc) {
		l.Line, l.Column, l.EndLine, l.EndColumn = at.Line, at.Column, at.EndLine, at.EndColumn
	}
	set(&n.At)
	for i := range n.Members {
		set(&n.Members[i].KeyAt)
		pin(n.Members[i].Value, at)
	}
	for _, e := range n.Elems {
		pin(e, at)
	}
}

func (k Kind) method() cetp.Method {
	switch k {
	case Negotiate:
		return cetp.MethodNegotiate
	case ProviderInfo:
		return cetp.MethodGetProviderInfo
	case ToolsV1, ToolsV2:
		return cetp.MethodListTools
	case ExecuteTool:
		return cetp.MethodExecuteTool
	case GetOperation:
		return cetp.MethodGetOperation
	case CancelOperation:
		return cetp.MethodCancelOperation
	}
	return ""
}

// Recognize tells a data document's kind by its shape, Unknown when it has
// none of the shapes. An error response has status "error" or an
// error_code; negotiate has selected_version; a tool list has a tools array
// (v2 when it has a revision or any tool carries annotations, else v1);
// provider info has provider_id with scopes or schema_dialect.
func Recognize(n *descriptor.Node) Kind {
	if descriptor.KindOf(n) != descriptor.KindObject {
		return Unknown
	}
	if st := n.Get(cetp.KeyStatus); (st != nil && st.Kind == descriptor.KindString && st.Str == cetp.StatusError) || n.Get(cetp.KeyErrorCode) != nil {
		return Error
	}
	if n.Get(cetp.FieldSelectedVersion) != nil {
		return Negotiate
	}
	if tools := n.Get(cetp.FieldTools); tools != nil && tools.Kind == descriptor.KindArray {
		if n.Get(cetp.FieldRevision) != nil {
			return ToolsV2
		}
		for _, t := range tools.Elems {
			if t.Get(cetp.FieldAnnotations) != nil {
				return ToolsV2
			}
		}
		for _, t := range tools.Elems {
			if t.Kind != descriptor.KindObject || t.Get(cetp.FieldName) == nil {
				return Unknown
			}
		}
		return ToolsV1
	}
	if n.Get(cetp.FieldProviderID) != nil && (n.Get(cetp.FieldScopes) != nil || n.Get(cetp.FieldSchemaDialect) != nil) {
		return ProviderInfo
	}
	return Unknown
}

// Skipped is a file a directory walk passed over, and why (shown with -v).
type Skipped struct {
	Path, Reason string
}

// markers are byte strings whose presence makes an unparsable .json file in
// a walk an error rather than a skip: it was probably meant as a capture.
var markers = [][]byte{[]byte(bundleMarker), []byte(`"` + cetp.FieldTools + `"`),
	[]byte(`"` + cetp.FieldSelectedVersion + `"`), []byte(`"` + cetp.FieldProviderID + `"`),
	[]byte(`"` + cetp.KeyErrorCode + `"`)}

// Find walks dir for captures: *.json files of a CETP shape and capture
// bundles, and *.txt adb output. Other JSON and text are skipped; a file
// that looks like a capture but cannot be read or parsed is an error.
// Hidden directories are not entered and symbolic links are not followed.
func Find(dir string, opt Options) (files []*File, skipped []Skipped, errs []error) {
	walkErr := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			errs = append(errs, err)
			return nil
		}
		if d.IsDir() {
			if path != dir && strings.HasPrefix(d.Name(), ".") {
				return filepath.SkipDir
			}
			return nil
		}
		if !d.Type().IsRegular() {
			return nil
		}
		ext := strings.ToLower(filepath.Ext(path))
		if ext != ".json" && ext != ".txt" {
			return nil
		}
		f, skip, err := LoadWalked(path, opt)
		switch {
		case err != nil:
			errs = append(errs, err)
		case skip != "":
			skipped = append(skipped, Skipped{path, skip})
		default:
			files = append(files, f)
		}
		return nil
	})
	if walkErr != nil {
		errs = append(errs, walkErr)
	}
	return files, skipped, errs
}

// LoadWalked loads a file found in a directory walk. Files that are not
// captures are skipped, with the reason (for -v): JSON of another shape,
// text that is not adb output, and unparsable files with no CETP field name
// in them. A file that looks like a capture but cannot be read is an error.
func LoadWalked(path string, opt Options) (f *File, skip string, err error) {
	data, err := readCapped(path, opt.maxBytes())
	if err != nil {
		return nil, "", err
	}
	if strings.EqualFold(filepath.Ext(path), ".txt") && !isADB(data) {
		return nil, "text that is not adb content call output", nil
	}
	f, err = Parse(data, path, Options{MaxBytes: opt.MaxBytes})
	switch {
	case err == nil:
		return f, "", nil
	case errors.Is(err, ErrNotCapture):
		return nil, "JSON that is not a CETP capture", nil
	case isSyntax(err) && !looksLikeCapture(data):
		return nil, "not JSON, and no CETP field names in it", nil
	}
	return nil, "", err
}

// Sniff reports whether the start of a file looks like a capture: JSON text
// or adb output. It decides which explicitly named files Load is tried on.
func Sniff(head []byte) bool {
	t := bytes.TrimLeft(bytes.TrimPrefix(head, []byte("\xef\xbb\xbf")), " \t\r\n")
	return len(t) > 0 && (t[0] == '{' || t[0] == '[' || isADB(t))
}

func isSyntax(err error) bool {
	var e *jsonpos.Error
	return errors.As(err, &e)
}

func looksLikeCapture(data []byte) bool {
	for _, m := range markers {
		if bytes.Contains(data, m) {
			return true
		}
	}
	return false
}

// Sets groups loaded files into capture sets: each bundle is a set; loose
// captures form one set per directory. Sets are ordered by name.
func Sets(files []*File) []*Set {
	var out []*Set
	byDir := map[string]*Set{}
	for _, f := range files {
		if f.Bundle != nil {
			out = append(out, &Set{Name: f.Path, Captures: f.Captures, Package: f.Bundle.Package})
			continue
		}
		dir := filepath.Dir(f.Path)
		s := byDir[dir]
		if s == nil {
			s = &Set{Name: dir}
			byDir[dir] = s
			out = append(out, s)
		}
		s.Captures = append(s.Captures, f.Captures...)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Baseline is a baseline capture set (--baseline-tools): what the Provider
// answered when it was last reviewed, to compare today's captures with
// (CETP702, CETP703, CETP706; CETP801 takes output schemas from it when
// the scanned set has no tool list).
type Baseline struct {
	// Path is the file or directory it was loaded from.
	Path string
	// Tools is its v2 tool list, nil when it has none.
	Tools *descriptor.ToolList
	// Provider is its provider info, nil when it has none.
	Provider *descriptor.Provider
}

// LoadBaseline loads a --baseline-tools path: a file holding one v2 tool
// list (its data document, a success response or adb output), a capture
// bundle, or a directory whose loose captures (directly inside it) form
// the set. A baseline holds at most one v2 tool list and one provider info,
// and at least one of them.
func LoadBaseline(path string, opt Options) (*Baseline, error) {
	var caps []*Capture
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		entries, err := os.ReadDir(path)
		if err != nil {
			return nil, err
		}
		for _, e := range entries {
			ext := strings.ToLower(filepath.Ext(e.Name()))
			if !e.Type().IsRegular() || (ext != ".json" && ext != ".txt") {
				continue
			}
			f, skip, err := LoadWalked(filepath.Join(path, e.Name()), opt)
			if err != nil {
				return nil, err
			}
			if skip == "" {
				caps = append(caps, f.Captures...)
			}
		}
	} else {
		f, err := Load(path, opt)
		if err != nil {
			return nil, err
		}
		caps = f.Captures
	}
	b := &Baseline{Path: path}
	var lists, infos int
	for _, c := range caps {
		switch c.Kind {
		case ToolsV2:
			lists++
			b.Tools = descriptor.ToolListFromNode(c.Doc)
		case ProviderInfo:
			infos++
			b.Provider = descriptor.ProviderFromNode(c.Doc)
		}
	}
	switch {
	case lists > 1 || infos > 1:
		return nil, fmt.Errorf("%s: a baseline holds one v2 list_tools and one get_provider_info response at most; found %d and %d (keep one reviewed session per baseline)", path, lists, infos)
	case lists == 0 && infos == 0:
		return nil, fmt.Errorf("%s: a baseline must hold a v2 list_tools or a get_provider_info response; found neither", path)
	}
	return b, nil
}
