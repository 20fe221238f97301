package com.curbpass.permit;

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
import com.curbpass.core.Caller;
import com.curbpass.core.Db;
import com.curbpass.core.Registry;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.json.JSONException;
import org.json.JSONObject;

/** Residential parking permits, on the ClawSeed SDK base class. */
public final class PermitProvider extends CetpV2ContentProvider {
    private static final List<String> RESIDENT_APPS = Arrays.asList("com.curbpass", "gov.city.resident");

    @Override
    public boolean onCreate() {
        Registry.put(CetpMutationExecutor.class, new MemoryLedger());
        return true;
    }

    @Override
    public List<CetpProviderTool> getProviderTools() {
        return Arrays.asList(
                new CetpProviderTool("permit_status", "Permit status", "Show a plate's permit", "{}",
                        java.util.Collections.singletonList("permits.read"),
                        new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, true, ConfirmationPolicy.NONE)),
                new CetpProviderTool("buy_permit", "Buy permit", "Buy a residential permit", "{}",
                        java.util.Collections.singletonList("permits.write"),
                        new ToolAnnotations(ToolEffect.CREATE, ToolRisk.MODERATE, false,
                                ConfirmationPolicy.PROVIDER_POLICY)));
    }

    @Override
    public CetpMutationExecutor getMutationExecutor() {
        return Registry.get(CetpMutationExecutor.class);
    }

    @Override
    public CetpAccessDecision authorize(CetpProviderRequest request) {
        Caller c = Caller.of(getContext(), request.getCallingUid());
        boolean resident = c instanceof Caller.App a && RESIDENT_APPS.contains(a.pkg());
        if (!resident || !request.getScopes().stream().allMatch(s -> s.startsWith("permits."))) {
            return CetpAccessDecision.deny("not a resident app");
        }
        return CetpAccessDecision.allow();
    }

    @Override
    public CetpProviderResult executeTool(CetpProviderRequest request) {
        JSONObject args = Optional.ofNullable(request.getArgs()).orElseGet(JSONObject::new);
        try {
            if ("buy_permit".equals(request.getToolName())) {
                long row = Registry.get(Db.class).startMeter(args.optString("plate"), args.optString("zone"),
                        525600, request.getCallingPackage());
                return CetpProviderResult.success(new JSONObject().put("permit", row));
            }
            return CetpProviderResult.success(new JSONObject().put("plate", args.optString("plate")));
        } catch (JSONException e) {
            return CetpProviderResult.error("INTERNAL_ERROR", "could not build the result");
        }
    }
}
