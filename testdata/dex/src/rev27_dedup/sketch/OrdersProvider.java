package com.example.r27d;
import com.clawseed.cetp.sdk.*; import java.util.Arrays; import java.util.List;
public final class OrdersProvider extends CetpV2ContentProvider {
    private CetpMutationExecutor executor;
    @Override public List<CetpProviderTool> getProviderTools() {
        return Arrays.asList(
            new CetpProviderTool("order_status", new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
            new CetpProviderTool("cancel_order", new ToolAnnotations(ToolEffect.UPDATE, ToolRisk.LOW, ConfirmationPolicy.PROVIDER_POLICY)));
    }
    @Override public synchronized CetpMutationExecutor getMutationExecutor() {
        if (executor == null) executor = BuildConfig.DEBUG ? new LruExecutor() : new JournalExecutor(getContext());
        return executor;
    }
    @Override public CetpProviderResult executeTool(CetpProviderRequest request) {
        if ("cancel_order".equals(request.getToolName())) {
            getContext().openOrCreateDatabase("orders.db", 0, null).delete("orders", "id = ?", new String[] {request.getArgs()});
            return CetpProviderResult.Companion.inline(1);
        }
        return CetpProviderResult.Companion.inline(0);
    }
}
