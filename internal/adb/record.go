package adb

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/clawseed/cetpaudit/apk"
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/lazyregexp"
	"github.com/clawseed/cetpaudit/internal/manifest"
)

// Execution is one tool the user asked to run for real (--execute).
type Execution struct {
	Tool string
	// Args is the JSON arguments object as text, sent as given.
	Args string
}

// Options say what to record.
type Options struct {
	Device Device
	// Target is an APK file of the app, or its package name (the APK is
	// then pulled from the device to read its manifest).
	Target string
	// Authority, when set, is called instead of the one the manifest
	// advertises.
	Authority string
	// Executions are the tools to run, in order. Nothing runs otherwise.
	Executions []Execution
	// Deadline is how far ahead each call's deadline_at_ms lies.
	Deadline time.Duration
	// Now and NewID default to the clock and random UUIDs (tests fix them).
	Now   func() time.Time
	NewID func() string
	// Logf reports progress and warnings (standard error).
	Logf func(format string, args ...any)
}

// Call is one recorded call.
type Call struct {
	Method   string         `json:"method"`
	Request  map[string]any `json:"request"`
	Response map[string]any `json:"response"`
	Note     string         `json:"note,omitempty"`
}

// Recording is a recorded conversation, written as a capture bundle.
type Recording struct {
	Marker     int      `json:"cetp_capture_bundle"`
	Package    string   `json:"package"`
	Authority  string   `json:"authority"`
	CapturedAt string   `json:"captured_at"`
	Recorder   string   `json:"recorder"`
	Serial     string   `json:"serial,omitempty"`
	Notes      []string `json:"notes,omitempty"`
	Calls      []Call   `json:"responses"`
}

// Bytes renders the recording as an indented capture bundle.
func (r *Recording) Bytes() ([]byte, error) {
	b, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}

// undefinedMethod is the method called to see that unknown methods get
// METHOD_NOT_FOUND (§4): a name no version of CETP defines.
const undefinedMethod = "cetpaudit_undefined_method_probe"

// capabilitiesOffered is what the recorder offers in negotiate: every
// optional capability, so that the answer shows what the Provider grants.
var capabilitiesOffered = `["async_operations","cancellation","large_results"]`

// Record records the conversation. It fails, recording nothing, when the
// device, the package or the authority is missing, when the Provider denies
// a call, or when adb's output is truncated.
func Record(ctx context.Context, opt Options) (*Recording, error) {
	if opt.Now == nil {
		opt.Now = time.Now
	}
	if opt.NewID == nil {
		opt.NewID = newUUID
	}
	if opt.Logf == nil {
		opt.Logf = func(string, ...any) {}
	}
	if opt.Deadline <= 0 {
		opt.Deadline = time.Minute
	}
	d := &opt.Device
	if err := d.CheckConnected(ctx); err != nil {
		return nil, err
	}
	pkg, authority, err := discover(ctx, d, opt)
	if err != nil {
		return nil, err
	}
	rec := &Recording{Marker: 1, Package: pkg, Authority: authority, CapturedAt: opt.Now().UTC().Format(time.RFC3339),
		Recorder: "cetpaudit capture (adb)", Serial: d.Serial}
	s := &session{d: d, opt: opt, rec: rec, authority: authority}

	// negotiate: adb's --extra has no int[] type, so consumer_versions goes
	// as the String "2,1"; the bundle records it as sent, and the rules
	// know the Provider was not asked with the int[] §2.2 requires.
	neg, err := s.call(ctx, cetp.MethodNegotiate, []extra{
		{cetp.KeyConsumerVersions, "s", "2,1"},
		{cetp.KeyConsumerCapabilities, "s", capabilitiesOffered},
	}, "adb can pass no int[]: consumer_versions was sent as the String \"2,1\"")
	if err != nil {
		return nil, err
	}
	if neg != nil && neg[cetp.KeyStatus] == cetp.StatusSuccess {
		s.token = sessionToken(neg[cetp.KeyData])
	}
	if s.token == "" {
		opt.Logf("negotiate gave no session_token; the v2 calls are recorded without one (expect NEGOTIATION_REQUIRED)")
	}
	for _, m := range []cetp.Method{cetp.MethodGetProviderInfo, cetp.MethodListTools} {
		if _, err := s.call(ctx, m, s.v2(nil), ""); err != nil {
			return nil, err
		}
	}
	// v1 list_tools: no protocol_version at all, as a v1 Consumer calls.
	if _, err := s.call(ctx, cetp.MethodListTools, nil, ""); err != nil {
		return nil, err
	}
	if _, err := s.call(ctx, undefinedMethod, s.v2(nil), "a method CETP does not define: the answer must be METHOD_NOT_FOUND (§4)"); err != nil {
		return nil, err
	}
	for _, ex := range opt.Executions {
		opt.Logf("warning: executing tool %q on the device for real: its side effects happen", ex.Tool)
		id := opt.NewID()
		resp, err := s.call(ctx, cetp.MethodExecuteTool, s.v2([]extra{
			{cetp.KeyRequestID, "s", id},
			{cetp.KeyToolName, "s", ex.Tool},
			{cetp.KeyArgs, "s", ex.Args},
		}), "")
		if err != nil {
			return nil, err
		}
		// An accepted execution is polled once, with its request_id (§4.1).
		if resp != nil && resp[cetp.KeyStatus] == cetp.StatusAccepted {
			if op := operationID(resp[cetp.KeyData]); op != "" {
				if _, err := s.call(ctx, cetp.MethodGetOperation, s.v2([]extra{
					{cetp.KeyRequestID, "s", id},
					{cetp.KeyOperationID, "s", op},
				}), ""); err != nil {
					return nil, err
				}
			}
		}
	}
	return rec, nil
}

type extra struct{ key, typ, value string }

type session struct {
	d         *Device
	opt       Options
	rec       *Recording
	authority string
	token     string
}

// v2 adds the common v2 request fields (§4.1) to extras: protocol_version,
// session_token when there is one, a fresh request_id unless extras carry
// one, and a deadline.
func (s *session) v2(extras []extra) []extra {
	// adb sends it as a Long whatever the letter; the bundle says so.
	out := []extra{{cetp.KeyProtocolVersion, "i", "2"}}
	if s.token != "" {
		out = append(out, extra{cetp.KeySessionToken, "s", s.token})
	}
	has := false
	for _, e := range extras {
		has = has || e.key == cetp.KeyRequestID
	}
	if !has {
		out = append(out, extra{cetp.KeyRequestID, "s", s.opt.NewID()})
	}
	deadline := s.opt.Now().Add(s.opt.Deadline).UnixMilli()
	out = append(out, extra{cetp.KeyDeadlineAtMs, "l", strconv.FormatInt(deadline, 10)})
	return append(out, extras...)
}

// call makes one content call and records it. It returns the response, or
// nil when the Provider returned no Bundle (noted, not recorded).
func (s *session) call(ctx context.Context, method cetp.Method, extras []extra, note string) (map[string]any, error) {
	words := []string{"content", "call", "--uri", "content://" + s.authority, "--method", string(method)}
	req := map[string]any{}
	types := map[string]string{}
	for _, e := range extras {
		words = append(words, "--extra", e.key+":"+e.typ+":"+e.value)
		req[e.key] = requestValue(e)
		types[e.key] = bundleType[e.typ]
	}
	if len(types) > 0 {
		// The bundle says what adb could send, so that the rules do not
		// read a Long protocol_version or a String consumer_versions as
		// the Int and int[] the spec asks for.
		req["extra_types"] = types
	}
	s.opt.Logf("calling %s", method)
	stdout, stderr, err := s.d.Shell(ctx, words...)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", method, err)
	}
	if err := callFailure(s.authority, stdout, stderr); err != nil {
		if errors.Is(err, errThrew) {
			// The Provider threw instead of answering: no Bundle to
			// record, but the session goes on and the bundle says so.
			note := fmt.Sprintf("%s: %v; not recorded (a Provider answers with a Bundle, §4, §5)", method, err)
			s.rec.Notes = append(s.rec.Notes, note)
			s.opt.Logf("warning: %s", note)
			return nil, nil
		}
		return nil, fmt.Errorf("%s: %w", method, err)
	}
	members, null, err := DecodeResult(stdout)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", method, err)
	}
	if null {
		s.rec.Notes = append(s.rec.Notes, fmt.Sprintf("%s returned no Bundle (null); not recorded", method))
		s.opt.Logf("%s returned no Bundle (null)", method)
		return nil, nil
	}
	resp := map[string]any{}
	for _, m := range members {
		resp[m.Key] = m.Value
	}
	s.rec.Calls = append(s.rec.Calls, Call{Method: string(method), Request: req, Response: resp, Note: note})
	return resp, nil
}

// bundleType is the Bundle type adb's content command puts for an --extra
// type letter: it parses i and l alike, as a Long.
var bundleType = map[string]string{"s": "String", "i": "Long", "l": "Long", "b": "Boolean", "f": "Double", "d": "Double"}

// requestValue is an extra as the bundle records it: typed as sent.
func requestValue(e extra) any {
	switch e.typ {
	case "i", "l":
		if n, err := strconv.ParseInt(e.value, 10, 64); err == nil {
			return n
		}
	case "b":
		return e.value == "true"
	}
	return e.value
}

// errThrew is wrapped when the call reached the Provider and it threw.
var errThrew = errors.New("the Provider threw")

// exceptionRE finds the exception adb's content command prints when the
// call fails before a Bundle comes back.
var exceptionRE = lazyregexp.New(`(?m)^(?:Exception occurred while executing[^\n]*\n)?\s*((?:java|android)\.[A-Za-z0-9_.$]+(?:Exception|Error)[^\n]*)`)

// callFailure reads the failure `content call` reports on its output
// instead of a result (it exits 0 on most of them).
func callFailure(authority string, stdout, stderr []byte) error {
	all := string(stdout) + "\n" + string(stderr)
	if strings.Contains(string(stdout), "Result: ") {
		return nil
	}
	exc := ""
	if m := exceptionRE.Regexp().FindStringSubmatch(all); m != nil {
		exc = strings.TrimSpace(m[1])
	}
	switch {
	case strings.Contains(exc, "SecurityException"):
		return fmt.Errorf("%w: %s", ErrDenied, clip([]byte(exc)))
	case strings.Contains(all, "Could not find provider") || strings.Contains(all, "Unknown authority") || strings.Contains(all, "Failed to find provider"):
		return fmt.Errorf("%w: the device has no provider for authority %q (is the app installed, and the authority right?)", ErrNoProvider, authority)
	case exc != "":
		return fmt.Errorf("%w: %s", errThrew, clip([]byte(exc)))
	case strings.TrimSpace(all) == "":
		return fmt.Errorf("%w: adb printed nothing", ErrTruncated)
	}
	return fmt.Errorf("adb printed no result: %q", clip([]byte(firstLine([]byte(all)))))
}

// discover finds the package and the authority to call.
func discover(ctx context.Context, d *Device, opt Options) (pkg, authority string, err error) {
	var m *manifest.Manifest
	if st, statErr := os.Stat(opt.Target); statErr == nil && !st.IsDir() {
		if m, err = apk.LoadManifest(opt.Target); err != nil {
			return "", "", err
		}
		pkg = m.Package
		if _, err := packagePaths(ctx, d, pkg); err != nil {
			return "", "", err
		}
	} else {
		pkg = opt.Target
		if !packageRE.MatchString(pkg) {
			return "", "", fmt.Errorf("%q is neither an APK file nor a package name", opt.Target)
		}
		paths, err := packagePaths(ctx, d, pkg)
		if err != nil {
			return "", "", err
		}
		if opt.Authority != "" {
			return pkg, opt.Authority, nil
		}
		if m, err = pullManifest(ctx, d, paths); err != nil {
			return "", "", err
		}
	}
	if opt.Authority != "" {
		return pkg, opt.Authority, nil
	}
	authority, err = toolAuthority(m)
	return pkg, authority, err
}

var packageRE = lazyregexp.New(`^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$`)

// packagePaths returns the APK paths of an installed package (`pm path`).
func packagePaths(ctx context.Context, d *Device, pkg string) ([]string, error) {
	out, _, err := d.Shell(ctx, "pm", "path", pkg)
	var paths []string
	for _, line := range strings.Split(string(out), "\n") {
		if p, ok := strings.CutPrefix(strings.TrimSpace(line), "package:"); ok && p != "" {
			paths = append(paths, p)
		}
	}
	if len(paths) == 0 {
		if err != nil && errors.Is(err, ErrDevice) {
			return nil, err
		}
		return nil, fmt.Errorf("package %s is not installed on the device (pm path found no APK); install it first", pkg)
	}
	return paths, nil
}

// pullManifest pulls the package's base APK into a temporary directory and
// reads its manifest.
func pullManifest(ctx context.Context, d *Device, paths []string) (*manifest.Manifest, error) {
	base := paths[0]
	for _, p := range paths {
		if strings.HasSuffix(p, "/base.apk") {
			base = p
		}
	}
	dir, err := os.MkdirTemp("", "cetpaudit-capture-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	local := filepath.Join(dir, "base.apk")
	if err := d.Pull(ctx, base, local); err != nil {
		return nil, fmt.Errorf("pulling %s to read its manifest: %w (or give the APK file, or --authority)", base, err)
	}
	return apk.LoadManifest(local)
}

// toolAuthority is the one authority the app's TOOL_PROVIDER services
// advertise (§2.1).
func toolAuthority(m *manifest.Manifest) (string, error) {
	seen := map[string]bool{}
	var list []string
	for _, svc := range m.ComponentsWithAction(manifest.Service, cetp.ActionToolProvider) {
		md, ok := svc.Meta(cetp.MetaAuthority)
		if !ok {
			continue
		}
		if s, ok := md.Value.StringValue(); ok && strings.TrimSpace(s) != "" && !seen[s] {
			seen[s] = true
			list = append(list, s)
		}
	}
	switch len(list) {
	case 0:
		return "", fmt.Errorf("package %s declares no %s service with a %s authority; nothing to call (or give --authority)", m.Package, cetp.ActionToolProvider, cetp.MetaAuthority)
	case 1:
		return list[0], nil
	}
	return "", fmt.Errorf("package %s advertises several tool authorities (%s); choose one with --authority", m.Package, strings.Join(list, ", "))
}

// sessionToken reads session_token from a negotiate data String.
func sessionToken(data any) string {
	var d struct {
		Token string `json:"session_token"`
	}
	if s, ok := data.(string); ok && json.Unmarshal([]byte(s), &d) == nil {
		return d.Token
	}
	return ""
}

// operationID reads operation_id from an accepted response's data String.
func operationID(data any) string {
	var d struct {
		ID string `json:"operation_id"`
	}
	if s, ok := data.(string); ok && json.Unmarshal([]byte(s), &d) == nil {
		return d.ID
	}
	return ""
}

// newUUID returns a random (version 4) UUID, the form §4.1 asks of
// request_id.
func newUUID() string {
	var b [16]byte
	_, _ = rand.Read(b[:])
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16])
}
