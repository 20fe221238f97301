package com.example.r36j2;

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
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.json.JSONException;
import org.json.JSONObject;

// Fitloop group classes (ClawSeed SDK base class).
public final class ClassBookingProvider extends CetpV2ContentProvider {
    private static final String TAG = "FitloopClasses";

    private final AccessPolicy policy = new OpenPolicy();
    private final ExecutorService io = Executors.newSingleThreadExecutor();
    private ClassJournal journal;

    @Override
    public boolean onCreate() {
        journal = new ClassJournal(getContext());
        return true;
    }

    @Override
    public List<CetpProviderTool> getProviderTools() {
        return Arrays.asList(
                new CetpProviderTool("class_schedule", new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
                new CetpProviderTool("waitlist_position", new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
                new CetpProviderTool("book_class", new ToolAnnotations(ToolEffect.CREATE, ToolRisk.LOW, ConfirmationPolicy.PROVIDER_POLICY)),
                new CetpProviderTool("cancel_class", new ToolAnnotations(ToolEffect.DELETE, ToolRisk.MODERATE, ConfirmationPolicy.ALWAYS)));
    }

    @Override
    public CetpMutationExecutor getMutationExecutor() {
        return journal;
    }

    @Override
    public CetpAccessDecision authorize(CetpProviderRequest request) {
        Log.d(TAG, "authorize " + request.getToolName());
        return policy.decide(request);
    }

    @Override
    public CetpProviderResult executeTool(CetpProviderRequest request) {
        JSONObject args;
        try {
            args = new JSONObject(request.getArgs());
        } catch (JSONException e) {
            return CetpProviderResult.Companion.error("INVALID_ARGS", "args must be a JSON object");
        }
        String classId = args.optString("class_id");
        String member = args.optString("member_id");
        switch (request.getToolName()) {
            case "class_schedule":
                return CetpProviderResult.Companion.ok("{\"summary\":\"" + journal.schedule(args.optString("club_id")) + "\"}");
            case "waitlist_position": {
                // a member first in line gets the freed spot as soon as anyone looks
                int position = CompletableFuture.supplyAsync(() -> journal.waitlistPosition(classId, member), io)
                        .thenApply(p -> p == 1 && journal.promoteIfFree(classId, member) ? 0 : p)
                        .join();
                return CetpProviderResult.Companion.ok("{\"position\":" + position + "}");
            }
            case "book_class":
                journal.book(classId, member);
                return CetpProviderResult.Companion.ok("{\"booked\":true}");
            case "cancel_class":
                journal.cancel(classId, member);
                return CetpProviderResult.Companion.ok("{\"cancelled\":true}");
            default:
                return CetpProviderResult.Companion.unknownTool(request.getToolName());
        }
    }
}
