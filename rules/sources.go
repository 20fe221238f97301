package rules

import "strings"

// Source letters, as the catalog's Src column writes them.
const (
	SrcManifest     = "M"   // Android manifest (binary in an APK, or source XML)
	SrcNegotiate    = "N"   // captured negotiate response
	SrcProviderInfo = "P"   // captured get_provider_info response
	SrcToolsV2      = "T"   // captured v2 list_tools response
	SrcToolsV1      = "T1"  // captured v1 list_tools response
	SrcError        = "E"   // captured error responses
	SrcDex          = "X"   // dex bytecode in the APK
	SrcGo           = "G"   // Go Provider code
	SrcBaseline     = "B"   // a baseline snapshot given for comparison
	SrcExecution    = "R"   // captured execute_tool response
	SrcOperation    = "O"   // captured get_operation / cancel_operation response
	SrcRequest      = "Q"   // the request a capture bundle records beside a response
	SrcAll          = "all" // every input kind (CETP001)
)

// Sources returns the rule's sources as terms: each comma-separated
// alternative of the Src column, split on "+" into the inputs it combines.
// "T+P, G" is [[T P] [G]]; "R, O + N" is [[R] [O N]].
func (r *Rule) Sources() [][]string { return splitSources(r.Applies) }

// HasSource reports whether letter appears in any of the rule's terms.
func (r *Rule) HasSource(letter string) bool {
	for _, term := range r.Sources() {
		for _, l := range term {
			if l == letter {
				return true
			}
		}
	}
	return false
}

func splitSources(applies string) [][]string {
	var out [][]string
	for _, alt := range strings.Split(applies, ",") {
		var term []string
		for _, k := range strings.Split(alt, "+") {
			if k = strings.TrimSpace(k); k != "" {
				term = append(term, k)
			}
		}
		if len(term) > 0 {
			out = append(out, term)
		}
	}
	return out
}
