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
import org.json.JSONException;
import org.json.JSONObject;

// Pawprint pet records (ClawSeed SDK base class).
public final class PetRecordsProvider extends CetpV2ContentProvider {
    private final CetpMutationExecutor ledger = new VisitLedger();
    private Clinic clinic;

    @Override
    public boolean onCreate() {
        clinic = new Clinic(getContext());
        return true;
    }

    @Override
    public List<CetpProviderTool> getProviderTools() {
        return List.of(
                new CetpProviderTool("pet_profile", new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
                new CetpProviderTool("update_weight", new ToolAnnotations(ToolEffect.UPDATE, ToolRisk.LOW, ConfirmationPolicy.PROVIDER_POLICY)),
                new CetpProviderTool("delete_record", new ToolAnnotations(ToolEffect.DELETE, ToolRisk.MODERATE, ConfirmationPolicy.ALWAYS)));
    }

    @Override
    public CetpMutationExecutor getMutationExecutor() {
        return ledger;
    }

    @Override
    public CetpAccessDecision authorize(CetpProviderRequest request) {
        return Grants.allowed(getContext(), request.getCallerPackage(), request.getScopes())
                ? CetpAccessDecision.Allow.INSTANCE
                : CetpAccessDecision.Deny.INSTANCE;
    }

    @Override
    public CetpProviderResult executeTool(CetpProviderRequest request) {
        JSONObject args;
        try {
            args = new JSONObject(request.getArgs());
        } catch (JSONException e) {
            return CetpProviderResult.Companion.error("INVALID_ARGS", "args must be a JSON object");
        }
        String pet = args.optString("pet_id");
        switch (request.getToolName()) {
            case "pet_profile":
                return CetpProviderResult.Companion.ok(clinic.historyJson(pet));
            case "update_weight":
                clinic.setWeight(pet, args.optString("weight_kg"));
                return CetpProviderResult.Companion.ok();
            case "delete_record":
                clinic.deleteRecord(args.optString("record_id"));
                return CetpProviderResult.Companion.ok();
            default:
                return CetpProviderResult.Companion.unknownTool(request.getToolName());
        }
    }
}
