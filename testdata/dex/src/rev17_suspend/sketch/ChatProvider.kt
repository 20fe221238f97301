// rev17_suspend: Kotlin 2, kotlinc + D8 min 24, kotlinx.coroutines 1.8 (not in
// the app's code). Tools are suspend functions behind an interface with three
// implementations; call() runs the chosen one under runBlocking. Each suspend
// fun that suspends is a state machine: a ContinuationImpl ($handle$1) keeps
// label/result, the body switches on label.
interface SuspendTool { suspend fun handle(uid: Int, args: JSONObject): Bundle } // SuspendTool.kt
object Audit { fun record(uid: Int): Int { Log.i("audit", "uid $uid"); return uid } } // Audit.kt 7-8
class WhoAmITool : SuspendTool {                                               // WhoAmITool.kt
    override suspend fun handle(uid: Int, args: JSONObject): Bundle {
        val seen = withContext(Dispatchers.IO) { Audit.record(Binder.getCallingUid()) } // 9  TP CETP603 (WhoAmITool$handle$2.invokeSuspend, on Dispatchers.IO)
        return Replies.success("{\"seen\":$seen}")                            // 10
    }
}
class PingTool : SuspendTool {                                                 // PingTool.kt
    override suspend fun handle(uid: Int, args: JSONObject): Bundle {
        delay(10)                                                              // 9
        val who = Binder.getCallingUid()                                       // 10  NM CETP603 (resumes on runBlocking's event loop: the Binder thread)
        return Replies.success("{\"who\":$who}")                               // 11
    }
}
class EchoTool : SuspendTool {                                                 // EchoTool.kt
    override suspend fun handle(uid: Int, args: JSONObject): Bundle = Replies.success(args.toString()) // 8
}
class ChatProvider : ContentProvider() {
    private val tools: Map<String, SuspendTool> =
        mapOf("whoami" to WhoAmITool(), "ping" to PingTool(), "echo" to EchoTool()) // 15
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        // 21-26 the head
        val tool = tools[extras.getString("tool_name")]
            ?: return Replies.error("TOOL_NOT_FOUND", "no such tool")          // 28
        val args = JSONObject(extras.getString("arguments") ?: "{}")           // 29
        return runBlocking { tool.handle(uid, args) }                          // 30 (ChatProvider$call$1)
    }
}
