package com.example.r33j3;

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
import java.util.HashSet;
import java.util.List;
import java.util.Set;

// Attendance for the teacher's assistant.
public final class AttendanceProvider extends CetpV2ContentProvider {
    private static final Set<String> GRANTED = new HashSet<>(Arrays.asList("attendance.read", "attendance.write"));
    private CetpMutationExecutor executor;

    @Override
    public boolean onCreate() {
        executor = new RollCallJournal(getContext());
        return true;
    }

    @Override
    public List<CetpProviderTool> getProviderTools() {
        return Arrays.asList(
                new CetpProviderTool("attendance_today", new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
                new CetpProviderTool("mark_present", new ToolAnnotations(ToolEffect.CREATE, ToolRisk.LOW, ConfirmationPolicy.PROVIDER_POLICY)));
    }

    public CetpMutationExecutor mutationExecutor() {
        return executor;
    }

    @Override
    public CetpAccessDecision authorize(CetpProviderRequest request) {
        return request.getScopes().stream().allMatch(GRANTED::contains)
                ? CetpAccessDecision.Allow.INSTANCE
                : CetpAccessDecision.Deny.INSTANCE;
    }

    @Override
    public CetpProviderResult executeTool(CetpProviderRequest request) {
        RollCall roll = new RollCall(getContext());
        if ("attendance_today".equals(request.getToolName())) {
            return CetpProviderResult.Companion.ok(roll.today());
        }
        if ("mark_present".equals(request.getToolName())) {
            return CetpProviderResult.Companion.inline(roll.mark(Args.get(request.getArgs(), "student_id")));
        }
        return CetpProviderResult.Companion.unknownTool(request.getToolName());
    }
}
