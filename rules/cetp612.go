package rules

import "github.com/clawseed/cetpaudit/cetp"

func init() {
	register(&Rule{
		ID:        "CETP612",
		Name:      "WritableResultDescriptor",
		Level:     Error,
		Precision: High,
		Section:   "4.5",
		Applies:   "X",
		Short:     "The result_fd handed to the Consumer is writable.",
		Full: "A ParcelFileDescriptor put into the response under \"" + cetp.KeyResultFD + "\" was opened for writing " +
			"(MODE_WRITE_ONLY, MODE_READ_WRITE, a mode string with \"w\"), is the write end of a pipe, one end of a " +
			"socket pair, or the read end of a pipe whose write end the provider never uses. §4.5 requires a " +
			"read-only descriptor: a writable one lets the Consumer (or the agent behind it) change the provider's " +
			"file, or feed the provider data it will trust as its own. The descriptor is followed through the app's " +
			"helpers and fields; a field its writer sets from a parameter (a record's constructor, a setter) is judged " +
			"by what each caller passes (16 callers per writer); where the search stops short, a note says where. A " +
			"descriptor a reply helper is handed (the SDK's result, an app's toBundle(result)) is reported at the " +
			"tool's call that hands it over, where it is fixed.",
		Fix:     "Open the result file with MODE_READ_ONLY, or hand out the read end of a pipe the provider writes into.",
		Example: "```kotlin\nval fd = ParcelFileDescriptor.open(resultFile, ParcelFileDescriptor.MODE_READ_ONLY)\nbundle.putParcelable(\"result_fd\", fd)\n```",
		CWE:     732,
	})
}
