package com.example.r36j3;

import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import com.clawseed.cetp.sdk.CetpAccessDecision;
import com.clawseed.cetp.sdk.CetpProviderRequest;
import com.clawseed.cetp.sdk.CetpProviderResult;
import com.clawseed.cetp.sdk.CetpProviderTool;
import com.clawseed.cetp.sdk.CetpV2ContentProvider;
import com.clawseed.cetp.sdk.ConfirmationPolicy;
import com.clawseed.cetp.sdk.ToolAnnotations;
import com.clawseed.cetp.sdk.ToolEffect;
import com.clawseed.cetp.sdk.ToolRisk;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import org.json.JSONException;
import org.json.JSONObject;

// Policy documents and contact details (ClawSeed SDK base class).
public final class PolicyDocsProvider extends CetpV2ContentProvider {
    private SQLiteDatabase db;

    @Override
    public boolean onCreate() {
        db = getContext().openOrCreateDatabase("policies.db", 0, null);
        return true;
    }

    @Override
    public List<CetpProviderTool> getProviderTools() {
        List<CetpProviderTool> tools = new ArrayList<>();
        tools.add(new CetpProviderTool("list_documents", new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)));
        tools.add(new CetpProviderTool("update_contact_details", new ToolAnnotations(ToolEffect.UPDATE, ToolRisk.MODERATE, ConfirmationPolicy.PROVIDER_POLICY)));
        return tools;
    }

    @Override
    public CetpAccessDecision authorize(CetpProviderRequest request) {
        Set<String> granted = getContext().getSharedPreferences("scope_grants", 0)
                .getStringSet(request.getCallerPackage(), Collections.emptySet());
        if (granted.containsAll(request.getScopes())) {
            return CetpAccessDecision.Allow.INSTANCE;
        }
        return CetpAccessDecision.Deny.INSTANCE;
    }

    @Override
    public CetpProviderResult executeTool(CetpProviderRequest request) {
        JSONObject args;
        try {
            args = new JSONObject(request.getArgs());
        } catch (JSONException e) {
            return CetpProviderResult.Companion.error("INVALID_ARGS", "args must be a JSON object");
        }
        String policy = args.optString("policy_no");
        if ("list_documents".equals(request.getToolName())) {
            Cursor c = db.rawQuery("SELECT title, url FROM documents WHERE policy_no = ?", new String[] {policy});
            try {
                return CetpProviderResult.Companion.ok("{\"count\":" + c.getCount() + "}");
            } finally {
                c.close();
            }
        }
        if ("update_contact_details".equals(request.getToolName())) {
            db.execSQL("UPDATE policies SET phone = ?, email = ? WHERE policy_no = ?",
                    new Object[] {args.optString("phone"), args.optString("email"), policy});
            return CetpProviderResult.Companion.ok("{\"updated\":true}");
        }
        return CetpProviderResult.Companion.unknownTool(request.getToolName());
    }
}
