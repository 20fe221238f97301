// Package suppress applies suppressions to findings and reports the
// suppressions that are stale or unexplained as CETP001.
//
// Two forms feed one Set (the third, //cetpaudit:ignore in Go code, is
// applied by the Go analyzers themselves: see analyzers/suppress):
//
//   - tools:ignore="CETP105" on an element of a source AndroidManifest.xml
//     (Android Lint's convention; AddXML). It covers findings located in
//     that element, children included. Its reason is the XML comment
//     directly before the element (`<!-- cetpaudit: reason -->`, the
//     prefix optional) or, failing that, the reason of a configuration
//     entry for the same rule and file. Ids that are not cetpaudit's
//     (Android Lint checks) are left alone; "all" covers every rule but is
//     never reported unused, since Lint honours it too.
//   - entries in .cetpaudit.json keyed by rule plus fingerprint or path
//     (New), for APKs, captures and everything else.
//
// A suppression without a reason is not applied: the finding stays, and
// CETP001 asks for the reason. Suppressed findings are returned with the
// reason so reports can show them (--show-suppressed); GitHub ignores SARIF
// suppressions, so SARIF for GitHub leaves them out.
package suppress
