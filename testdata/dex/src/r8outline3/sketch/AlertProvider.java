// What AlertProvider's smali stands for, before R8 (minSdk 21). R8 moved
// the tool construction (repeated with NotesProvider) and the allow
// decision (repeated with NotesProvider.authorize) into
// AlertProvider$$ExternalSyntheticOutline0.m, named after the first user.
package com.example.r8o3;

public final class AlertProvider extends CetpV2ContentProvider {
    private final List<CetpProviderTool> tools = Collections.singletonList(                              // 8
            new CetpProviderTool("create_alert", new ToolAnnotations(ToolEffect.CREATE,                   // 9  TP CETP608
                    ToolRisk.MODERATE, ConfirmationPolicy.PROVIDER_POLICY)));
    // no getMutationExecutor override: the SDK's default is null

    @Override public List<CetpProviderTool> getProviderTools() { return tools; }                          // 13

    // TP CETP617: the allow decision, built in the outline, is returned unread
    @Override public CetpAccessDecision authorize(CetpProviderRequest request) {
        return CetpAccessDecision.allow(Collections.singletonList("alerts.write"));                       // 17
    }

    @Override public CetpProviderResult executeTool(CetpProviderRequest request) {
        return CetpProviderResult.unknownTool(request.getToolName());                                      // 21
    }
}
