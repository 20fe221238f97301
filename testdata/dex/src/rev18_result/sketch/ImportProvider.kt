// rev18_result: Kotlin 2, kotlinc + D8. runCatching and getOrElse are inline:
// the block runs in a try that catches Throwable, both arms box into
// Result.constructor-impl (the failure through ResultKt.createFailure), and
// exceptionOrNull-impl takes the Throwable back out of the boxed Result.
object Notes { fun parse(text: String?): Int = JSONArray(text).length() }          // Notes.kt 5-6
class ImportProvider : ContentProvider() {                                         // 14
    override fun onCreate() = true                                                 // 17
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()                                           // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        return when (extras.getString("tool_name")) {                              // 28
            "import_notes" -> importNotes(extras)                                  // 29
            "import_tags" -> importTags(extras)                                    // 30
            else -> Replies.error("TOOL_NOT_FOUND", "no such tool")                // 31
        }
    }
    private fun importNotes(extras: Bundle): Bundle {
        val result = runCatching { Notes.parse(extras.getString("args")) }         // 36
        val err = result.exceptionOrNull()                                         // 37
        if (err != null)                                                           // 38
            return Replies.error("INVALID_ARGUMENT", err.message ?: "bad input")   // 39  TP CETP607
        return Replies.success("{}")                                               // 40
    }
    private fun importTags(extras: Bundle): Bundle =
        runCatching { Notes.parse(extras.getString("tags")); Replies.success("{}") } // 44
            .getOrElse { Replies.error("INVALID_ARGUMENT", "could not read the tags") } // 45  NM CETP607
}
