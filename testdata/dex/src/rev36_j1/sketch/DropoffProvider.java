package com.example.r36j1;

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
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.json.JSONException;
import org.json.JSONObject;

// Parcelbay drop-off slots at partner shops (ClawSeed SDK base class).
public final class DropoffProvider extends CetpV2ContentProvider {
    private final DropoffLedger ledger = new DropoffLedger();
    private Store store;

    @Override
    public boolean onCreate() {
        store = new Store(getContext().openOrCreateDatabase("dropoff.db", 0, null));
        return true;
    }

    @Override
    public List<CetpProviderTool> getProviderTools() {
        return Arrays.asList(
                new CetpProviderTool("dropoff_slots", new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
                new CetpProviderTool("book_dropoff", new ToolAnnotations(ToolEffect.CREATE, ToolRisk.MODERATE, ConfirmationPolicy.PROVIDER_POLICY)),
                new CetpProviderTool("cancel_dropoff", new ToolAnnotations(ToolEffect.DELETE, ToolRisk.MODERATE, ConfirmationPolicy.ALWAYS)));
    }

    @Override
    public CetpMutationExecutor getMutationExecutor() {
        return ledger;
    }

    @Override
    public CetpAccessDecision authorize(CetpProviderRequest request) {
        Set<String> granted = Optional.ofNullable(request.getCallerPackage())
                .map(pkg -> getContext().getSharedPreferences("grants", 0).getStringSet(pkg, null))
                .orElse(Collections.emptySet());
        return granted.containsAll(request.getScopes())
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
        switch (request.getToolName()) {
            case "dropoff_slots":
                return CetpProviderResult.Companion.ok(
                        store.rows("slots", "shop_id = ? AND free = 1", new String[] {args.optString("shop_id")}));
            case "book_dropoff":
                store.write("INSERT INTO dropoffs(shop_id, slot, tracking_no) VALUES (?, ?, ?)",
                        args.optString("shop_id"), args.optString("slot"), args.optString("tracking_no"));
                return CetpProviderResult.Companion.ok("{\"booked\":true}");
            case "cancel_dropoff":
                store.write("DELETE FROM dropoffs WHERE tracking_no = ?", args.optString("tracking_no"));
                return CetpProviderResult.Companion.ok("{\"cancelled\":true}");
            default:
                return CetpProviderResult.Companion.unknownTool(request.getToolName());
        }
    }
}
