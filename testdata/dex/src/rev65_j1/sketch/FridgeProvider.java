package com.fridgeshare.fridge;

import android.content.ContentValues;
import android.content.pm.PackageInfo;
import android.content.pm.PackageManager;
import android.database.sqlite.SQLiteDatabase;
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
import com.fridgeshare.core.Resolutions;
import com.fridgeshare.data.FridgeDb;
import com.fridgeshare.ui.DonorConfirmActivity;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.json.JSONObject;

/** Donations into community fridges. */
public class FridgeProvider extends CetpV2ContentProvider {
    private static final String PARTNER_SIG = "3082a1f0";
    private static final List<CetpProviderTool> TOOLS = Arrays.asList(
            new CetpProviderTool("fridge_map", "Fridge map", Collections.singletonList("fridge.read"),
                    new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
            new CetpProviderTool("log_donation", "Log a donation", Collections.singletonList("fridge.donate"),
                    new ToolAnnotations(ToolEffect.CREATE, ToolRisk.MODERATE, ConfirmationPolicy.PROVIDER_POLICY)));

    private final MemoryDedup dedup = new MemoryDedup();
    private FridgeDb db;

    @Override
    public boolean onCreate() {
        db = new FridgeDb(getContext());
        return true;
    }

    @Override
    public List<CetpProviderTool> getProviderTools() {
        return TOOLS;
    }

    @Override
    public CetpMutationExecutor getMutationExecutor() {
        return dedup;
    }

    @Override
    public CetpAccessDecision authorize(CetpProviderRequest request) {
        Log.i("FridgeProvider", "authorize " + request.getToolName());
        return CetpAccessDecision.allow();
    }

    @Override
    public CetpProviderResult executeTool(CetpProviderRequest request) {
        JSONObject args = request.getArgs();
        SQLiteDatabase sql = db.getWritableDatabase();
        switch (request.getToolName()) {
            case "fridge_map":
                return CetpProviderResult.success(new JSONObject());
            case "log_donation": {
                if (!isPartner(request.getCallingPackage())) {
                    return CetpProviderResult.error("PERMISSION_DENIED", "not a partner app");
                }
                if (!args.optBoolean("confirmed")) {
                    return Resolutions.ask(getContext(), DonorConfirmActivity.class, request.getCallingUid());
                }
                ContentValues row = new ContentValues();
                row.put("item_id", args.optString("item"));
                row.put("uid", request.getCallingUid());
                sql.insert("reservations", null, row);
                return CetpProviderResult.success(new JSONObject());
            }
            default:
                return CetpProviderResult.error("TOOL_NOT_FOUND", "no such tool");
        }
    }

    private boolean isPartner(String pkg) {
        try {
            PackageInfo info = getContext().getPackageManager().getPackageInfo(pkg, PackageManager.GET_SIGNATURES);
            return PARTNER_SIG.equals(info.signatures[0].toCharsString());
        } catch (PackageManager.NameNotFoundException e) {
            return false;
        }
    }
}
