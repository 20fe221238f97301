// What rev15_clean stands for: an honest Kotlin provider (kotlinc 2 + D8: the
// lambdas are invokedynamic, desugared by D8 into $$ExternalSyntheticLambdaN
// calling $r8$lambda$ accessors of the private addEvent$lambda$N methods).
// Nothing here should be reported.
object Trace { private val n = AtomicLong()                                      // Trace.kt 5
               fun next() = n.incrementAndGet() }                                // 6
object Calendar { var prefs: SharedPreferences? = null
    fun save(uid: Int, args: String?) { val p = prefs ?: return                  // 10
        p.edit().putString(uid.toString(), args).commit() } }                    // 11
class PlannerProvider : ContentProvider() {                                      // PlannerProvider.kt 15
    private val main = Handler(Looper.getMainLooper())                           // 16
    private val io = Executors.newSingleThreadExecutor()                         // 17
    override fun onCreate() = true                                               // 18
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()                                         // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        if (extras.getString("tool_name") == "add_event") return addEvent(uid, extras) // 28-29
        return Replies.error("TOOL_NOT_FOUND", "no such tool")                   // 30
    }
    private fun addEvent(uid: Int, extras: Bundle): Bundle {
        val resume = extras.getString("resume_token")                            // 35
        if (resume == null || !Resumes.consume(resume, uid)) return confirmation(uid) // 36
        return try {
            io.submit { Calendar.save(uid, extras.getString("args")) }.get()     // 38  near miss CETP603
            main.post { Log.i("planner", "event added") }                        // 39  near miss CETP603
            Replies.success("{\"trace\":${Trace.next()}}")                       // 40  near miss CETP613
        } catch (e: ExecutionException) {
            Log.w("planner", "save failed", e)                                   // 42
            Replies.error("INTERNAL_ERROR", "could not save the event")          // 43  near miss CETP607
        }
    }
    private fun confirmation(uid: Int): Bundle {
        val flags = if (Build.VERSION.SDK_INT >= 23) PendingIntent.FLAG_IMMUTABLE else 0 // 47
        val pi = PendingIntent.getActivity(context, 3,
            Intent(context, ConfirmActivity::class.java), flags or PendingIntent.FLAG_UPDATE_CURRENT) // 48  near miss CETP601/602
        return Replies.error("USER_ACTION_REQUIRED", "confirm the event").apply { // 49
            putParcelable("resolution", pi)                                      // 50
            putString("resume_token", Resumes.issue(uid))                        // 51
        }
    }
}
