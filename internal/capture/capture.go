package capture

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/manifest"
)

// Kind is the kind of response a capture holds.
type Kind int

// Capture kinds.
const (
	Unknown      Kind = iota
	Negotiate         // a negotiate response's data (§2.2)
	ProviderInfo      // a get_provider_info response's data (§3.2)
	ToolsV2           // a v2 list_tools response's data (§3.3)
	ToolsV1           // a v1 list_tools response's data (§8)
	Error             // a whole error response (§5)
	// The kinds below hold whole responses (Doc is the response Bundle):
	// what they are audited for is in the envelope as much as in data.
	ExecuteTool     // an execute_tool success (inline or file result) or accepted response (§4.2, §4.4, §4.5)
	GetOperation    // a get_operation success response (§4.4)
	CancelOperation // a cancel_operation success response (§4.4)
	Other           // a non-error response of a method v2 does not define (bundles only, §4)
)

var kindNames = [...]string{"unknown", "negotiate", "provider_info", "list_tools_v2", "list_tools_v1", "error",
	"execute_tool", "get_operation", "cancel_operation", "other"}

// KindNames lists the kind names --capture-kind and a bundle's "kind"
// accept, for messages.
const KindNames = "negotiate, provider_info, list_tools_v2, list_tools_v1, error, execute_tool, get_operation or cancel_operation"

// WholeResponse reports whether captures of the kind hold the whole
// response Bundle rather than its data document.
func (k Kind) WholeResponse() bool {
	return k == Error || k == ExecuteTool || k == GetOperation || k == CancelOperation || k == Other
}

func (k Kind) String() string {
	if k >= 0 && int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "unknown"
}

// ParseKind parses a kind name as String renders it (the --capture-kind
// flag and a bundle's "kind" field).
func ParseKind(s string) (Kind, bool) {
	for i, n := range kindNames {
		if n == s && i != int(Unknown) && i != int(Other) {
			return Kind(i), true
		}
	}
	return Unknown, false
}

// Capture is one captured response.
type Capture struct {
	Kind Kind
	// Path is the file it came from; for a bundle entry, the bundle.
	Path string
	// Method is the called method when recorded (bundles), else the one the
	// kind implies; "" for an error response whose method is unknown.
	Method cetp.Method
	// Doc is the response's data document, or for the kinds whose
	// WholeResponse is true the response object.
	Doc *descriptor.Node
	// Response is the whole response Bundle as an object when the capture
	// has one (bundles, single files holding a whole response); nil for a
	// bare data document or adb output.
	Response *descriptor.Node
	// Data is the response's data document, parsed when the Bundle carries
	// it as a JSON string; nil when the response has none. For the kinds
	// that hold data documents it is Doc.
	Data *descriptor.Node
	// Request holds the request extras a bundle recorded.
	Request Request

	// tools and provider are Doc's typed model, built once (ToolList,
	// Provider): every rule reads them, and a crafted list of 60,000
	// tools must not be converted once per rule.
	tools    *descriptor.ToolList
	provider *descriptor.Provider
}

// ToolList is the typed model of a v2 tool list capture's document, built
// on first use. Callers must not change it.
func (c *Capture) ToolList() *descriptor.ToolList {
	if c.tools == nil {
		c.tools = descriptor.ToolListFromNode(c.Doc)
	}
	return c.tools
}

// Provider is the typed model of a provider info capture's document, built
// on first use. Callers must not change it.
func (c *Capture) Provider() *descriptor.Provider {
	if c.provider == nil {
		c.provider = descriptor.ProviderFromNode(c.Doc)
	}
	return c.provider
}

// Request is what a bundle recorded of the request.
type Request struct {
	// ConsumerVersions are the consumer_versions extra of negotiate; nil
	// when not recorded.
	ConsumerVersions []int
	// ConsumerCapabilities are the consumer_capabilities offered; nil when
	// not recorded (an empty, non-nil slice offered none).
	ConsumerCapabilities []string
	// ProtocolVersion is the request's protocol_version extra, 0 when not
	// recorded; 1 or absent means a v1 call (§4).
	ProtocolVersion int
	// Recorded is true when the bundle recorded the request's extras, so
	// that an absent protocol_version is known to be absent (a v1 call).
	Recorded bool
	// ConsumerVersionsUntyped is true when consumer_versions was recorded
	// as something other than the int[] negotiate requires (adb can pass
	// no arrays and sends a String): the Provider was not asked properly.
	ConsumerVersionsUntyped bool
	// VersionUnknown is true when protocol_version was sent with another
	// Bundle type than the Int §4.1 requires (adb sends every integer as a
	// Long): the Provider may have read it, or seen no version at all, so
	// the call's version is told from the answer, not from the request.
	VersionUnknown bool
	// Node is the recorded request object; nil when none was recorded.
	// RequestID, ToolName, Args, OperationID and ResumeToken are its
	// members of those names, nil when absent (§4.1).
	Node                                                *descriptor.Node
	RequestID, ToolName, Args, OperationID, ResumeToken *descriptor.Node
}

// Str returns a recorded string extra's value, "" when absent or not a
// string.
func Str(n *descriptor.Node) string {
	if descriptor.KindOf(n) == descriptor.KindString {
		return n.Str
	}
	return ""
}

// V1Call reports whether the captured call is known to be v1: its request
// was recorded with protocol_version 1 or without one (§4). Negotiate
// carries no protocol_version and is never v1.
func (c *Capture) V1Call() bool {
	if c.Method == cetp.MethodNegotiate || c.Request.VersionUnknown {
		return false
	}
	return c.Request.ProtocolVersion == cetp.V1 || (c.Request.Recorded && c.Request.ProtocolVersion == 0 && c.Method != "")
}

// Set is a capture set: one bundle, or the loose captures directly inside
// one directory (DESIGN.md "Capture sets"). Rules that combine captures
// compare only within a set.
type Set struct {
	// Name is the bundle file or the directory.
	Name     string
	Captures []*Capture
	// Package is the application id a bundle says it was captured from
	// (explicit pairing); "" when unknown.
	Package string
	// Manifest is the paired APK's or source manifest, nil when unpaired.
	Manifest *manifest.Manifest

	declSets []*descriptor.Set // DeclSets, built once
}

// Of returns the set's captures of kind k in order.
func (s *Set) Of(k Kind) []*Capture {
	var out []*Capture
	for _, c := range s.Captures {
		if c.Kind == k {
			out = append(out, c)
		}
	}
	return out
}

// DeclSets returns the set's declarations for the descriptor rules: one
// descriptor.Set per captured v2 tool list, each with the set's first provider
// info; a set with provider info but no v2 list gives one Set without tools.
// Further provider infos get Sets of their own so that every captured
// document is checked.
// The sets are built once per Set; callers must not change them.
func (s *Set) DeclSets() []*descriptor.Set {
	if s.declSets != nil {
		return s.declSets
	}
	infos, lists := s.Of(ProviderInfo), s.Of(ToolsV2)
	var provider *descriptor.Provider
	if len(infos) > 0 {
		provider = infos[0].Provider()
	}
	out := []*descriptor.Set{}
	for _, l := range lists {
		out = append(out, &descriptor.Set{Provider: provider, Tools: l.ToolList()})
	}
	if len(out) == 0 && provider != nil {
		out = append(out, &descriptor.Set{Provider: provider})
	}
	for _, c := range infos[min(1, len(infos)):] {
		out = append(out, &descriptor.Set{Provider: c.Provider()})
	}
	s.declSets = out
	return out
}
