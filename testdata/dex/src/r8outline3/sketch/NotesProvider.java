// What NotesProvider's smali stands for, before R8 (minSdk 21).
// Outlined by R8 into AlertProvider$$ExternalSyntheticOutline0.m: the tool
// construction, the caller-package comparison, the allow decision, the
// SharedPreferences edit().putString().apply() chain (two calls) and the
// getString().trim() read. Objects.requireNonNullElse is API 33: D8
// backports it into NotesProvider$$ExternalSyntheticBackport0.m.
package com.example.r8o3;

public final class NotesProvider extends CetpV2ContentProvider {
    private final List<CetpProviderTool> tools = Arrays.asList(                                            // 10
            new CetpProviderTool("list_notes", new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),   // 11
            new CetpProviderTool("count_notes", new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),  // 12
            new CetpProviderTool("rename_note", new ToolAnnotations(ToolEffect.UPDATE, ToolRisk.LOW,                              // 13
                    ConfirmationPolicy.PROVIDER_POLICY)));
    private CetpMutationExecutor configured;                                                                // 15
    private final CetpMutationExecutor fallback = new NotesExecutor();                                      // 16

    void setExecutor(CetpMutationExecutor e) { configured = e; }                                           // 18

    @Override public List<CetpProviderTool> getProviderTools() { return tools; }                            // 20

    // near miss CETP608: the override returns an executor, through the backport
    @Override public CetpMutationExecutor getMutationExecutor() {
        return Objects.requireNonNullElse(configured, fallback);                                            // 24
    }

    // near miss CETP617: the caller's package, read inside the outline, decides
    @Override public CetpAccessDecision authorize(CetpProviderRequest request) {
        if ("com.example.assistant".equals(request.getCallerPackage())) {                                  // 29
            return CetpAccessDecision.allow(Collections.singletonList("notes.read"));                       // 30
        }
        return CetpAccessDecision.Deny.INSTANCE;                                                             // 32
    }

    @Override public CetpProviderResult executeTool(CetpProviderRequest request) {
        SharedPreferences prefs = getContext().getSharedPreferences("notes", 0);                            // 36
        String tool = request.getToolName();                                                                 // 37
        if (tool.equals("list_notes")) {                                                                     // 38
            // TP CETP621: a read tool writes, through the outlined edit chain
            prefs.edit().putString("last_listed", request.getRequestId()).apply();                          // 40
            return CetpProviderResult.ok(prefs.getString("notes", "").trim());                              // 41
        }
        if (tool.equals("count_notes")) {                                                                    // 43
            // near miss CETP621: the same shape of outline, reading only
            return CetpProviderResult.ok(prefs.getString("count", "0").trim());                             // 45
        }
        if (tool.equals("rename_note")) {                                                                    // 47
            // an update tool may write (the outline's other call)
            prefs.edit().putString("title", request.getArgs()).apply();                                     // 49
            return CetpProviderResult.ok("renamed");                                                         // 50
        }
        return CetpProviderResult.unknownTool(tool);                                                         // 52
    }
}
