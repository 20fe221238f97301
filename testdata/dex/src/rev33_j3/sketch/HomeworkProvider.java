package com.example.r33j3;

import android.util.Log;
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
import java.util.ArrayList;
import java.util.List;

// Classbook homework tools for the student's assistant.
public final class HomeworkProvider extends CetpV2ContentProvider {
    private static final String TAG = "HomeworkProvider";
    private final CetpMutationExecutor executor = (context, requestId, mutation) -> Submissions.once(context, requestId, mutation);

    @Override
    public List<CetpProviderTool> getProviderTools() {
        List<CetpProviderTool> tools = new ArrayList<>();
        tools.add(new CetpProviderTool(HomeworkTool.LIST_ASSIGNMENTS.wire, new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)));
        tools.add(new CetpProviderTool(HomeworkTool.GRADE_SUMMARY.wire, new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)));
        tools.add(new CetpProviderTool(HomeworkTool.SUBMIT_ASSIGNMENT.wire, new ToolAnnotations(ToolEffect.CREATE, ToolRisk.MODERATE, ConfirmationPolicy.PROVIDER_POLICY)));
        return tools;
    }

    @Override
    public CetpMutationExecutor getMutationExecutor() {
        return executor;
    }

    @Override
    public CetpAccessDecision authorize(CetpProviderRequest request) {
        switch (request.getToolName()) {
            case "submit_assignment":
                // TODO(classbook#212): ask the teacher's sharing policy once it has an API
                Log.i(TAG, "submission requested");
                return CetpAccessDecision.Allow.INSTANCE;
            case "grade_summary":
                return CetpAccessDecision.Allow.INSTANCE;
            default:
                return CetpAccessDecision.Allow.INSTANCE;
        }
    }

    @Override
    public CetpProviderResult executeTool(CetpProviderRequest request) {
        HomeworkTool tool = HomeworkTool.from(request.getToolName());
        if (tool == null) {
            return CetpProviderResult.Companion.unknownTool(request.getToolName());
        }
        Gradebook book = Gradebook.open(getContext());
        switch (tool) {
            case LIST_ASSIGNMENTS:
                return CetpProviderResult.Companion.ok(book.assignments(Args.get(request.getArgs(), "course")));
            case GRADE_SUMMARY:
                return CetpProviderResult.Companion.ok(book.summary(Args.get(request.getArgs(), "student_id")));
            case SUBMIT_ASSIGNMENT:
                return CetpProviderResult.Companion.inline(book.submit(request.getArgs()));
            default:
                return CetpProviderResult.Companion.unknownTool(request.getToolName());
        }
    }
}
