package com.fridgeshare.pickup;

import android.content.ContentValues;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteException;
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
import com.fridgeshare.ui.ClaimActivity;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.json.JSONException;
import org.json.JSONObject;

/** Volunteer pickups from community fridges. */
public class PickupProvider extends CetpV2ContentProvider {
    private static final byte[] VOLUNTEER_CERT = {0x3a, 0x51, 0x0c, 0x7e};
    private static final List<CetpProviderTool> TOOLS = Arrays.asList(
            new CetpProviderTool("pickup_slots", "Pickup slots", Collections.singletonList("pickup.read"),
                    new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
            new CetpProviderTool("fridge_report", "Fridge report", Collections.singletonList("pickup.read"),
                    new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
            new CetpProviderTool("reserve_item", "Reserve an item", Collections.singletonList("pickup.reserve"),
                    new ToolAnnotations(ToolEffect.CREATE, ToolRisk.LOW, ConfirmationPolicy.PROVIDER_POLICY)),
            new CetpProviderTool("cancel_pickup", "Cancel a pickup", Collections.singletonList("pickup.reserve"),
                    new ToolAnnotations(ToolEffect.DELETE, ToolRisk.HIGH, ConfirmationPolicy.ALWAYS)));

    private FridgeDb db;
    private SqlLedger ledger;

    @Override
    public boolean onCreate() {
        db = new FridgeDb(getContext());
        ledger = new SqlLedger(db);
        return true;
    }

    @Override
    public List<CetpProviderTool> getProviderTools() {
        return TOOLS;
    }

    @Override
    public CetpMutationExecutor getMutationExecutor() {
        return ledger;
    }

    @Override
    public CetpAccessDecision authorize(CetpProviderRequest request) {
        return isVolunteerApp(request) ? CetpAccessDecision.allow() : CetpAccessDecision.deny("not a volunteer app");
    }

    private boolean isVolunteerApp(CetpProviderRequest request) {
        PackageManager pm = getContext().getPackageManager();
        if (!pm.hasSigningCertificate(request.getCallingUid(), VOLUNTEER_CERT, PackageManager.CERT_INPUT_SHA256)) {
            return false;
        }
        for (String scope : request.getScopes()) {
            if (!scope.startsWith("pickup.")) {
                return false;
            }
        }
        return true;
    }

    @Override
    public CetpProviderResult executeTool(CetpProviderRequest request) {
        JSONObject args = request.getArgs();
        SQLiteDatabase sql = db.getWritableDatabase();
        switch (request.getToolName()) {
            case "pickup_slots":
                try (Cursor c = sql.rawQuery("SELECT starts_at FROM slots WHERE fridge = ?",
                        new String[] {args.optString("fridge")})) {
                    return count(c.getCount());
                }
            case "fridge_report": {
                String fridge = args.optString("fridge");
                ContentValues view = new ContentValues();
                view.put("fridge", fridge);
                view.put("uid", request.getCallingUid());
                sql.insert("report_views", null, view);
                try (Cursor c = sql.rawQuery("SELECT item_id FROM reservations WHERE note = '" + fridge + "'", null)) {
                    return count(c.getCount());
                }
            }
            case "reserve_item": {
                if (!Resolutions.redeem(request.getResumeToken(), request.getCallingUid())) {
                    return Resolutions.ask(getContext(), ClaimActivity.class, request.getCallingUid());
                }
                ContentValues row = new ContentValues();
                row.put("item_id", args.optString("item_id"));
                row.put("uid", request.getCallingUid());
                row.put("note", Optional.ofNullable(args.optString("note", null)).orElse(""));
                sql.insert("reservations", null, row);
                if (args.optBoolean("notify_donor")) {
                    sql.execSQL("UPDATE slots SET starts_at = starts_at WHERE fridge = 'notified'");
                }
                return count(1);
            }
            case "cancel_pickup":
                try {
                    return count(sql.delete("reservations", "item_id = ?", new String[] {args.optString("item_id")}));
                } catch (SQLiteException e) {
                    return CetpProviderResult.error("INTERNAL_ERROR", "cancel failed: " + e.getMessage());
                }
            default:
                return CetpProviderResult.error("TOOL_NOT_FOUND", "no such tool");
        }
    }

    private static CetpProviderResult count(int n) {
        JSONObject value = new JSONObject();
        try {
            value.put("count", n);
        } catch (JSONException e) {
            return CetpProviderResult.error("INTERNAL_ERROR", "reply failed");
        }
        return CetpProviderResult.success(value);
    }
}
