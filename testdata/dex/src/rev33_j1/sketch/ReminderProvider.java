package com.example.r33j1;

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

// Dose reminders.
public final class ReminderProvider extends CetpV2ContentProvider {
    private final List<CetpProviderTool> tools = Arrays.asList(
            new CetpProviderTool("next_dose", new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
            new CetpProviderTool("missed_doses", new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
            new CetpProviderTool("set_reminder", new ToolAnnotations(ToolEffect.CREATE, ToolRisk.LOW, ConfirmationPolicy.PROVIDER_POLICY)));
    private CetpMutationExecutor journal;

    @Override
    public boolean onCreate() {
        journal = new DoseJournal(getContext());
        return true;
    }

    @Override
    public List<CetpProviderTool> getProviderTools() {
        return tools;
    }

    @Override
    public CetpMutationExecutor getMutationExecutor() {
        return journal;
    }

    @Override
    public CetpAccessDecision authorize(CetpProviderRequest request) {
        if (Grants.of(getContext()).permits(request)) {
            return CetpAccessDecision.Allow.INSTANCE;
        }
        return CetpAccessDecision.Deny.INSTANCE;
    }

    @Override
    public CetpProviderResult executeTool(CetpProviderRequest request) {
        Reminders reminders = new Reminders(getContext());
        String tool = request.getToolName();
        if ("next_dose".equals(tool)) {
            return CetpProviderResult.Companion.ok(reminders.nextDose());
        }
        if ("missed_doses".equals(tool)) {
            return CetpProviderResult.Companion.ok(reminders.takeMissed());
        }
        if ("set_reminder".equals(tool)) {
            return CetpProviderResult.Companion.inline(reminders.add(request.getArgs()));
        }
        return CetpProviderResult.Companion.unknownTool(tool);
    }
}
