// What FeedProvider's smali stands for, before R8 (minSdk 21). The
// three-argument ContentResolver.insert is API 30 and query with a Bundle
// API 26: R8 calls each through FeedProvider$$ExternalSyntheticApiModelOutline0.m
// so that the class verifies on older devices.
package com.example.r8o3;

public final class FeedProvider extends CetpV2ContentProvider {
    static final Uri SEEN = Uri.parse("content://com.example.feed/seen");                          // 8
    private final List<CetpProviderTool> tools = Arrays.asList(                                      // 9
            new CetpProviderTool("recent_items", new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),  // 10
            new CetpProviderTool("count_items", new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)));  // 11

    @Override public List<CetpProviderTool> getProviderTools() { return tools; }                      // 13

    @Override public CetpProviderResult executeTool(CetpProviderRequest request) {
        ContentResolver resolver = getContext().getContentResolver();                                  // 16
        if (request.getToolName().equals("recent_items")) {                                            // 17
            // TP CETP621: the read tool records what it showed, through the API outline of insert
            resolver.insert(SEEN, new ContentValues(), null);                                          // 19
            return CetpProviderResult.ok("items");                                                      // 20
        }
        if (request.getToolName().equals("count_items")) {                                             // 22
            // near miss CETP621: a query through the API outline of query(Uri, String[], Bundle, CancellationSignal)
            Cursor c = resolver.query(SEEN, null, null, null);                                          // 24
            return CetpProviderResult.ok(String.valueOf(c.getCount()));                                  // 25
        }
        return CetpProviderResult.unknownTool(request.getToolName());                                   // 27
    }
}
