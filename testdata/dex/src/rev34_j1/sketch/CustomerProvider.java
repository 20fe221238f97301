package com.example.r34j1;

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

// Dispatchly customer directory for the office assistant (ClawSeed SDK base class).
public final class CustomerProvider extends CetpV2ContentProvider {
    private final CetpMutationExecutor executor = new RecentMutations();
    private CustomerDirectory directory;

    @Override
    public boolean onCreate() {
        directory = new CustomerDirectory(getContext());
        return true;
    }

    @Override
    public List<CetpProviderTool> getProviderTools() {
        return Arrays.asList(
                new CetpProviderTool("find_customer", new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
                new CetpProviderTool("assign_customer", new ToolAnnotations(ToolEffect.UPDATE, ToolRisk.MODERATE, ConfirmationPolicy.PROVIDER_POLICY)),
                new CetpProviderTool("share_customer", new ToolAnnotations(ToolEffect.UPDATE, ToolRisk.MODERATE, ConfirmationPolicy.PROVIDER_POLICY)));
    }

    @Override
    public CetpMutationExecutor getMutationExecutor() {
        return executor;
    }

    @Override
    public CetpAccessDecision authorize(CetpProviderRequest request) {
        return Grants.allows(getContext(), request.getCallerPackage(), request.getScopes())
                ? CetpAccessDecision.Allow.INSTANCE
                : CetpAccessDecision.Deny.INSTANCE;
    }

    @Override
    public CetpProviderResult executeTool(CetpProviderRequest request) {
        String args = request.getArgs();
        switch (request.getToolName()) {
            case "find_customer":
                return CetpProviderResult.Companion.ok(directory.find(Args.str(args, "query")));
            case "assign_customer": {
                // the assistant tells us which app owns the follow-up
                String owner = Args.str(args, "caller_package");
                return CetpProviderResult.Companion.inline(directory.assign(Args.str(args, "customer_id"), owner));
            }
            case "share_customer": {
                String target = Args.str(args, "package_name");
                return CetpProviderResult.Companion.inline(
                        directory.share(Args.str(args, "customer_id"), target, request.getCallerPackage()));
            }
            default:
                return CetpProviderResult.Companion.unknownTool(request.getToolName());
        }
    }
}
