package com.example.r30p1;

import com.clawseed.cetp.sdk.CetpAccessDecision;
import com.clawseed.cetp.sdk.CetpMutationExecutor;
import com.clawseed.cetp.sdk.CetpProviderRequest;
import com.clawseed.cetp.sdk.CetpProviderResult;
import com.clawseed.cetp.sdk.CetpProviderTool;
import com.clawseed.cetp.sdk.CetpV2ContentProvider;
import com.clawseed.cetp.sdk.ConfirmationPolicy;
import com.clawseed.cetp.sdk.ToolAnnotations;
import com.clawseed.cetp.sdk.ToolEffect;
import com.clawseed.cetp.sdk.ToolRisk;
import java.util.Arrays;
import java.util.List;

public final class InboxProvider extends CetpV2ContentProvider {
    private final AccessPolicy policy = new TrustAllPolicy();
    private final CetpMutationExecutor executor = new MemoExecutor(128);

    @Override
    public List<CetpProviderTool> getProviderTools() {
        return Arrays.asList(
                new CetpProviderTool("list_threads", new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
                new CetpProviderTool("open_thread", new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
                new CetpProviderTool("count_unread", new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
                new CetpProviderTool("archive_thread", new ToolAnnotations(ToolEffect.UPDATE, ToolRisk.LOW, ConfirmationPolicy.PROVIDER_POLICY)));
    }

    @Override
    public CetpMutationExecutor getMutationExecutor() {
        return executor;
    }

    @Override
    public CetpAccessDecision authorize(CetpProviderRequest request) {
        return policy.check(request);
    }

    @Override
    public CetpProviderResult executeTool(CetpProviderRequest request) {
        Inbox inbox = Inbox.of(getContext());
        switch (request.getToolName()) {
            case "list_threads":
                return CetpProviderResult.Companion.inline(inbox.threads());
            case "open_thread":
                return CetpProviderResult.Companion.inline(inbox.open(request.getArgs()));
            case "count_unread":
                return CetpProviderResult.Companion.inline(inbox.unread());
            case "archive_thread":
                return CetpProviderResult.Companion.inline(inbox.archive(request.getArgs()));
            default:
                return CetpProviderResult.Companion.unknownTool(request.getToolName());
        }
    }
}
