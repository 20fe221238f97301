// rev25_recv: Kotlin 2 (kotlinc 2.4.20) + D8. Helpers taking an interface-typed
// parameter, each called with one concrete class: a call on the parameter
// runs what the callers pass, not every implementation of the interface.
// Lookup.kt
interface Lookup { fun run(ctx: Context): String }                                  // 6
class OwnerLookup : Lookup {                                                        // 9
    override fun run(ctx: Context): String =
        ctx.packageManager.getNameForUid(Binder.getCallingUid()) ?: ""              // 10
}
class CountLookup : Lookup {                                                        // 13
    override fun run(ctx: Context): String = "{\"count\":3}"                        // 14
}
// NotesProvider.kt
class NotesProvider : ContentProvider() {                                           // 14
    override fun onCreate() = true                                                  // 17
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()                                            // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        return when (extras.getString("tool_name")) {                               // 28
            "note_count" -> noteCount(extras)                                       // 29
            "note_owner" -> noteOwner(extras)                                       // 30
            "note_audit" -> noteAudit(extras)                                       // 31
            else -> Replies.error("TOOL_NOT_FOUND", "no such tool")                 // 32
        }
    }
    private fun cleared(l: Lookup): String {
        val t = Binder.clearCallingIdentity()                                       // 36
        try { return l.run(requireContext()) } finally { Binder.restoreCallingIdentity(t) } // 37
    }
    private fun direct(l: Lookup): String = l.run(requireContext())                 // 40
    private fun audited(l: Lookup): String {
        val t = Binder.clearCallingIdentity()                                       // 43
        try { return l.run(requireContext()) } finally { Binder.restoreCallingIdentity(t) } // 44
    }
    private fun noteCount(extras: Bundle) = Replies.success(cleared(CountLookup()))  // 47  NM CETP611 (CountLookup reads no caller)
    private fun noteOwner(extras: Bundle) = Replies.success(direct(OwnerLookup()))  // 48  (not cleared: fine)
    private fun noteAudit(extras: Bundle) = Replies.success(audited(OwnerLookup())) // 49  TP CETP611 (at audited, line 44)
}
