package com.example.r33j1;

import android.util.Log;
import com.clawseed.cetp.sdk.CetpAccessDecision;
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

// Refillr's prescription tools. Ported from the Kotlin sample of the SDK docs;
// the sample's `override val mutationExecutor` line was left out of the port.
public final class RefillProvider extends CetpV2ContentProvider {
    private static final String TAG = "RefillProvider";

    private final List<CetpProviderTool> tools = Arrays.asList(
            new CetpProviderTool("list_prescriptions", new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
            new CetpProviderTool("refill_eta", new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
            new CetpProviderTool("pharmacy_hours", new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
            new CetpProviderTool("request_refill", new ToolAnnotations(ToolEffect.CREATE, ToolRisk.MODERATE, ConfirmationPolicy.PROVIDER_POLICY)),
            new CetpProviderTool("cancel_refill", new ToolAnnotations(ToolEffect.DELETE, ToolRisk.HIGH, ConfirmationPolicy.ALWAYS)));

    @Override
    public List<CetpProviderTool> getProviderTools() {
        return tools;
    }

    @Override
    public CetpAccessDecision authorize(CetpProviderRequest request) {
        Log.i(TAG, "authorize " + request.getToolName() + " #" + request.getRequestId());
        return CetpAccessDecision.Allow.INSTANCE;
    }

    @Override
    public CetpProviderResult executeTool(CetpProviderRequest request) {
        Prescriptions rx = Prescriptions.get(getContext());
        String args = request.getArgs();
        switch (request.getToolName()) {
            case "list_prescriptions":
                return CetpProviderResult.Companion.ok(rx.listJson());
            case "refill_eta":
                return CetpProviderResult.Companion.ok(PharmacyApi.reserveEta(Args.get(args, "rx_number")));
            case "pharmacy_hours":
                return CetpProviderResult.Companion.ok(PharmacyApi.hours(Args.get(args, "store_id")));
            case "request_refill":
                return CetpProviderResult.Companion.inline(rx.request(Args.get(args, "rx_number")));
            case "cancel_refill":
                return CetpProviderResult.Companion.inline(rx.cancel(Args.get(args, "rx_number")));
            default:
                return CetpProviderResult.Companion.unknownTool(request.getToolName());
        }
    }
}
