// rev25_sam: Kotlin 2 (kotlinc 2.4.20: invokedynamic on LambdaMetafactory)
// + D8 (one $$ExternalSyntheticLambdaN class per lambda, a stateless one
// kept in its INSTANCE field). A fun interface given as a lambda to
// private helpers, two calls deep: the call on the parameter runs the
// lambdas its callers pass, not every Probe lambda of the app.
// Probe.kt
fun interface Probe { fun look(ctx: Context): String }
// MediaProvider.kt
class MediaProvider : ContentProvider() {                                           // 14
    override fun onCreate() = true                                                  // 17
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()                                            // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        return when (extras.getString("tool_name")) {                               // 28
            "media_size" -> mediaSize(extras)                                       // 29
            "media_owner" -> mediaOwner(extras)                                     // 30
            "media_audit" -> mediaAudit(extras)                                     // 31
            else -> Replies.error("TOOL_NOT_FOUND", "no such tool")                 // 32
        }
    }
    private fun inWindow(p: Probe): String {
        val t = Binder.clearCallingIdentity()                                       // 36
        try { return p.look(requireContext()) } finally { Binder.restoreCallingIdentity(t) } // 37
    }
    private fun sizes(p: Probe): String = inWindow(p)                               // 40
    private fun auditWindow(p: Probe): String {
        val t = Binder.clearCallingIdentity()                                       // 43
        try { return p.look(requireContext()) } finally { Binder.restoreCallingIdentity(t) } // 44
    }
    private fun mediaSize(extras: Bundle) =
        Replies.success(sizes { ctx -> "{\"bytes\":" + ctx.hashCode() + "}" })      // 47  NM CETP611 (only this lambda reaches inWindow)
    private fun mediaOwner(extras: Bundle) = Replies.success(
        Probe { ctx -> ctx.packageManager.getNameForUid(Binder.getCallingUid()) ?: "" }.look(requireContext())) // 49  (not cleared)
    private fun mediaAudit(extras: Bundle) = Replies.success(
        auditWindow { ctx -> ctx.packageManager.getNameForUid(Binder.getCallingUid()) ?: "" }) // 51  TP CETP611 (at auditWindow, line 44)
}
