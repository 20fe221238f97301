// rev16_kinline: Kotlin 2, kotlinc + D8. Inline functions are inlined by
// kotlinc: their bodies carry "$i$f$<name>" / "$i$a$-<name>-..." int locals
// and line numbers past the end of TasksProvider.kt (61-65), which the SMAP
// (dalvik SourceDebugExtension annotation) maps to Flags.kt 6 and 9-12. A call
// that leaves out default arguments goes through the synthetic fail$default
// (mask bit 2 = message, 4 = retryable).

// Flags.kt
inline fun Bundle.flag(key: String): Boolean = getBoolean(key, false)             // 6
inline fun <T> timed(tag: String, block: () -> T): T {
    val t0 = SystemClock.elapsedRealtime()                                         // 9
    try { return block() }                                                         // 10
    finally { Log.d(tag, "took ${SystemClock.elapsedRealtime() - t0}") }           // 12
}
// Fail.kt
fun fail(code: String, message: String = "internal error", retryable: Boolean = false) = // 8
    Bundle().apply {                                                               // 9
        putString("status", "error"); putString("error_code", code)                // 10-11
        putString("error_message", message); putBoolean("retryable", retryable)    // 12-13
        putInt("protocol_version", 2)                                              // 14
    }
// Tasks.kt: object Tasks { db(c) 9; deleteDone 11 (delete done tasks); archive(c, all) 14-16
//           (update); importAll(c, json) 19-25 (JSONArray → insert per title) }

class TasksProvider : ContentProvider() {                                          // 14
    override fun onCreate() = true                                                 // 17
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()                                           // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        return when (extras.getString("tool_name")) {                              // 28
            "clear_done" -> clearDone(extras)                                      // 29
            "archive" -> archive(extras)                                           // 30
            "import_tasks" -> importTasks(extras)                                  // 31
            else -> fail("TOOL_NOT_FOUND", "no such tool")                         // 32
        }
    }
    private fun clearDone(extras: Bundle): Bundle {
        if (extras.flag("approved")) {                                             // 36  TP CETP614 (inlined flag; getBoolean at SMAP line 61)
            Tasks.deleteDone(context!!)                                            // 37
            return Replies.success("{}")                                           // 38
        }
        return fail("USER_ACTION_REQUIRED", "approve in the app")                  // 40
    }
    private fun archive(extras: Bundle): Bundle {
        val all = extras.flag("include_open")                                      // 44  NM CETP614 (a scope, not a confirmation)
        val n = timed("tasks") { Tasks.archive(context!!, all) }                   // 45
        return Replies.success("{\"archived\":$n}")                                // 46
    }
    private fun importTasks(extras: Bundle): Bundle = try {
        val n = timed("tasks") { Tasks.importAll(context!!, extras.getString("args")) } // 50
        Replies.success("{\"imported\":$n}")                                       // 51
    } catch (e: JSONException) {                                                   // 52
        fail("INVALID_ARGUMENTS", e.toString())                                    // 53  TP CETP607 (through fail$default)
    } catch (e: IOException) {                                                     // 54
        Log.w("tasks", "import failed", e)                                         // 55
        fail("INTERNAL_ERROR")                                                     // 56  NM CETP607 (default message)
    }
}
