// rev17_startup: Kotlin 2, kotlinc + D8 min 24. The tools are anonymous
// `object : Tool` classes (ToolsInitializer$create$1..3) that AndroidX Startup's
// InitializationProvider creates through ToolsInitializer.create(context) before
// any provider's onCreate (the initializer is named in the manifest's
// meta-data, run by reflection inside androidx.startup). call() finds them in
// the Registry object's map.
interface Tool { fun run(ctx: Context, uid: Int, extras: Bundle): Bundle }     // Tool.kt
object Registry {                                                              // Registry.kt
    private val tools = HashMap<String, Tool>()                                // 8
    fun register(name: String, tool: Tool) { tools[name] = tool }              // 10
    fun find(name: String?): Tool? = tools[name]                               // 12
}
fun confirm(pi: PendingIntent, token: String): Bundle = Bundle().apply {      // Confirms.kt 7
    putString("status", "error"); putString("error_code", "USER_ACTION_REQUIRED")   // 8-9
    putString("error_message", "confirm in the app"); putBoolean("retryable", false) // 10-11
    putInt("protocol_version", 2); putParcelable("resolution", pi); putString("resume_token", token) // 12-14
}
class ToolsInitializer : Initializer<Registry> {                              // ToolsInitializer.kt
    override fun create(context: Context): Registry {
        Registry.register("share_note", object : Tool {                       // 12
            override fun run(ctx: Context, uid: Int, extras: Bundle): Bundle {
                val i = Intent().apply { action = "com.example.r17s.SHARE"; setPackage(ctx.packageName) } // 14
                val pi = PendingIntent.getActivity(ctx, 0, i, PendingIntent.FLAG_IMMUTABLE)      // 15  TP CETP602 (setPackage only)
                return confirm(pi, Resumes.issue(uid))                                           // 16
            }
        })
        Registry.register("grant_access", object : Tool {                     // 19
            override fun run(ctx: Context, uid: Int, extras: Bundle): Bundle {
                val i = Intent().also { it.setClassName(ctx, "com.example.r17s.ApproveActivity") } // 21
                val pi = PendingIntent.getActivity(ctx, 1, i,
                    PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)           // 22  TP CETP106 (ApproveActivity is exported through its intent filter)
                return confirm(pi, Resumes.issue(uid))                                           // 24
            }
        })
        Registry.register("confirm_delete", object : Tool {                   // 27
            override fun run(ctx: Context, uid: Int, extras: Bundle): Bundle {
                val i = Intent(ctx, ConfirmActivity::class.java).apply { putExtra("what", "delete") } // 29
                val pi = PendingIntent.getActivity(ctx, 2, i, PendingIntent.FLAG_IMMUTABLE)      // 30  NM CETP602/CETP106 (explicit, not exported)
                return confirm(pi, Resumes.issue(uid))                                           // 31
            }
        })
        return Registry                                                       // 34
    }
    override fun dependencies(): List<Class<out Initializer<*>>> = emptyList() // 36
}
class ApproveActivity : Activity() { override fun onCreate(b: Bundle?) { super.onCreate(b); setResult(RESULT_OK); finish() } }
class NotesProvider : ContentProvider() {
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        // 21-26 the head
        val tool = Registry.find(extras.getString("tool_name")) ?: return Replies.error("TOOL_NOT_FOUND", "no such tool") // 28
        return tool.run(context!!, uid, extras)                                // 29
    }
}
