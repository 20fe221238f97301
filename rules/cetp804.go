package rules

import (
	"regexp"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/finding"
)

func init() {
	Register(&Rule{
		ID: "CETP804", Name: "FileResultInvalid", Level: finding.Error, Precision: VeryHigh,
		Section: "4.5", Applies: "R",
		Short: "A kind \"file\" result lacks what the Consumer needs to verify it.",
		Full: "A large result travels as a read-only ParcelFileDescriptor in result_fd, described by data " +
			"{\"kind\": \"file\", \"media_type\", \"size_bytes\", \"sha256\"} (§4.5). The Consumer must enforce a " +
			"read limit and verify size and digest before trusting the file: without media_type, a " +
			"non-negative integer size_bytes, a sha256 of 64 lowercase hex characters, or the result_fd " +
			"itself, it cannot. Each missing or malformed field is one finding.",
		Fix:      "Return result_fd with media_type, the exact size_bytes and the lowercase hex SHA-256 of the file's bytes.",
		Example:  "```json\n{\"kind\": \"file\", \"media_type\": \"application/json\", \"size_bytes\": 1048576, \"sha256\": \"9F86D081…\"}   // bad: uppercase digest, and the response has no result_fd\n```",
		CWE:      354,
		Captures: checkFileResult,
	})
}

var sha256RE = regexp.MustCompile(`^[0-9a-f]{64}$`)

func checkFileResult(p *CapturePass) {
	for _, c := range p.Set.Of(capture.ExecuteTool) {
		if statusOf(c.Response) != cetp.StatusSuccess || capture.Str(c.Data.Get(cetp.FieldResultKind)) != cetp.ResultFile {
			continue
		}
		report := func(at descriptor.Loc, format string, args ...any) {
			p.Report(at, Subject(at), "", format, args...)
		}
		if v, at := field(c.Data, cetp.FieldMediaType); capture.Str(v) == "" {
			report(at, "file result %s; name the file's media type (§4.5)", missingOr(v, "media_type"))
		}
		if v, at := field(c.Data, cetp.FieldSizeBytes); descriptor.KindOf(v) != descriptor.KindInteger || v.Int < 0 {
			report(at, "file result %s; give the file's size in bytes as a non-negative integer so the Consumer can bound and verify its read (§4.5)", missingOr(v, "size_bytes"))
		}
		if v, at := field(c.Data, cetp.FieldSHA256); !sha256RE.MatchString(capture.Str(v)) {
			report(at, "file result %s; give the SHA-256 of the file as 64 lowercase hex characters (§4.5)", missingOr(v, "sha256"))
		}
		if v, at := field(c.Response, cetp.KeyResultFD); descriptor.KindOf(v) == descriptor.KindAbsent || v.Kind == descriptor.KindNull {
			report(at, "file result's response has no result_fd; the file travels as a read-only ParcelFileDescriptor under that key (§4.5)")
		}
	}
}
