// Sketch of rev13a_async (kotlinc + D8).
class ToolProvider : ContentProvider() {
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle = runBlocking {  // 14
        async { callingPackage }                          // 15 near miss 603: child of runBlocking's scope, runs on the Binder thread (body line 21)
        async(Dispatchers.IO) { callingPackage }          // 16 TP 603 (body line 25, found)
        Bundle()                                          // 17
    }
}
