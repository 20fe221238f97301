// rev27_registry: the tools of Tools.kt (Kotlin 2, checked against kotlinc
// 2.4.20's bytecode, line for line) made by ToolFactory through
// Class.forName(name).asSubclass(Tool::class.java).getDeclaredConstructor()
// .newInstance() from a name in ToolRegistry, another object (a mapOf of
// kotlin.Pair in its <clinit>); LocalTool is made with `new` by the
// provider (Java, javac + D8, the rev15 helpers and call() head).
// - ArchiveTool.run hands a D8 lambda to an executor that reads the calling
//   UID: TP CETP603 at ArchiveTool.run$lambda$0 (Tools.kt:31).
// - PingTool reads it on the Binder thread: NM CETP603.
public class ToolsProvider extends ContentProvider {                          // ToolsProvider.java
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                     // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        String name = extras.getString("tool_name");                          // 28
        Tool tool = "local".equals(name) ? new LocalTool() : ToolFactory.INSTANCE.create(name); // 29
        if (tool == null) return Replies.error("TOOL_NOT_FOUND", "no such tool"); // 30
        return tool.run(getContext(), extras);                                // 31
    }
}
