// Package program is the APK-wide view of dex bytecode: every class of
// every classes*.dex (first definition wins, as the runtime loads them), the
// class hierarchy, a call graph whose direct, static, super, virtual and
// interface calls are resolved to methods present in the dex (class
// hierarchy analysis), cached per-method register analyses with an Android
// model of the calls the CETP rules care about, and the CETP surface: the
// code reachable from the tool provider's call(...).
//
// Android and Java framework names (Landroid/app/PendingIntent; ...) live
// here; CETP protocol strings come from package cetp.
package program
