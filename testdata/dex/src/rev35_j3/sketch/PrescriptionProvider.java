package com.example.r35j3;

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
import java.util.List;

// Pawprint prescription refills (ClawSeed SDK base class).
public final class PrescriptionProvider extends CetpV2ContentProvider {
    private RefillJournal journal;

    @Override
    public boolean onCreate() {
        journal = new RefillJournal(getContext());
        return true;
    }

    @Override
    public List<CetpProviderTool> getProviderTools() {
        return List.of(
                new CetpProviderTool("list_prescriptions", new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
                new CetpProviderTool("request_refill", new ToolAnnotations(ToolEffect.CREATE, ToolRisk.MODERATE, ConfirmationPolicy.PROVIDER_POLICY)));
    }

    @Override
    public CetpMutationExecutor getMutationExecutor() {
        return journal;
    }

    @Override
    public CetpAccessDecision authorize(CetpProviderRequest request) {
        if (!Grants.allowed(getContext(), request.getCallerPackage(), request.getScopes())) {
            return CetpAccessDecision.Deny.INSTANCE;
        }
        return CetpAccessDecision.Allow.INSTANCE;
    }

    @Override
    public CetpProviderResult executeTool(CetpProviderRequest request) {
        if ("list_prescriptions".equals(request.getToolName())) {
            return CetpProviderResult.Companion.ok(journal.list(request.getCallerPackage()));
        }
        if ("request_refill".equals(request.getToolName())) {
            journal.requestRefill(request.getCallerPackage(), request.getArgs());
            return CetpProviderResult.Companion.ok();
        }
        return CetpProviderResult.Companion.unknownTool(request.getToolName());
    }
}
