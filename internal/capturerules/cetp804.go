package capturerules

import (
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/descriptorrules"
	"github.com/clawseed/cetpaudit/internal/lazyregexp"
)

func init() { register("CETP804", checkFileResult) }

var sha256RE = lazyregexp.New(`^[0-9a-f]{64}$`)

func checkFileResult(p *CapturePass) {
	for _, c := range p.Set.Of(capture.ExecuteTool) {
		if statusOf(c.Response) != cetp.StatusSuccess || capture.Str(c.Data.Get(cetp.FieldResultKind)) != cetp.ResultFile {
			continue
		}
		report := func(at descriptor.Loc, format string, args ...any) {
			p.Report(at, descriptorrules.Subject(at), "", format, args...)
		}
		if v, at := descriptorrules.Field(c.Data, cetp.FieldMediaType); capture.Str(v) == "" {
			report(at, "file result %s; name the file's media type (§4.5)", missingOr(v, "media_type"))
		}
		if v, at := descriptorrules.Field(c.Data, cetp.FieldSizeBytes); descriptor.KindOf(v) != descriptor.KindInteger || v.Int < 0 {
			report(at, "file result %s; give the file's size in bytes as a non-negative integer so the Consumer can bound and verify its read (§4.5)", missingOr(v, "size_bytes"))
		}
		if v, at := descriptorrules.Field(c.Data, cetp.FieldSHA256); !sha256RE.MatchString(capture.Str(v)) {
			report(at, "file result %s; give the SHA-256 of the file as 64 lowercase hex characters (§4.5)", missingOr(v, "sha256"))
		}
		if v, at := descriptorrules.Field(c.Response, cetp.KeyResultFD); descriptor.KindOf(v) == descriptor.KindAbsent || v.Kind == descriptor.KindNull {
			report(at, "file result's response has no result_fd; the file travels as a read-only ParcelFileDescriptor under that key (§4.5)")
		}
	}
}
