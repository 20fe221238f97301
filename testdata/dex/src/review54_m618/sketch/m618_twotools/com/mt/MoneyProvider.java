package com.mt;

import android.content.ContentValues;
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
import org.json.JSONObject;

/**
 * Two create tools behind one map-only executor. record_payment's ledger row has a UNIQUE request_id (a retry fails
 * its insert); add_note's notes row does not (after a restart a retried add_note inserts a second note).
 * Expected: CETP618 on MapExecutor (add_note is not deduplicated durably).
 */
public final class MoneyProvider extends CetpV2ContentProvider {
    private static final List<CetpProviderTool> TOOLS = Arrays.asList(
            new CetpProviderTool("record_payment", "Ledger", Collections.singletonList("ledger.write"),
                    new ToolAnnotations(ToolEffect.CREATE, ToolRisk.LOW, false, ConfirmationPolicy.NEVER)),
            new CetpProviderTool("add_note", "Notes", Collections.singletonList("notes.write"),
                    new ToolAnnotations(ToolEffect.CREATE, ToolRisk.LOW, false, ConfirmationPolicy.NEVER)));

    private Db db;
    private final CetpMutationExecutor executor = new MapExecutor();

    @Override
    public boolean onCreate() {
        db = new Db(getContext());
        return true;
    }

    @Override
    public List<CetpProviderTool> getProviderTools() {
        return TOOLS;
    }

    @Override
    public CetpMutationExecutor getMutationExecutor() {
        return executor;
    }

    @Override
    public CetpAccessDecision authorize(CetpProviderRequest request) {
        if (request.getScopes().contains("ledger.write") || request.getScopes().contains("notes.write")) {
            return CetpAccessDecision.Companion.allow();
        }
        return CetpAccessDecision.Companion.deny("scope not granted");
    }

    @Override
    public CetpProviderResult executeTool(CetpProviderRequest request) {
        if ("record_payment".equals(request.getToolName())) {
            ContentValues row = new ContentValues();
            row.put("request_id", request.getRequestId());
            row.put("cents", request.getArgs().optLong("cents"));
            long id = db.getWritableDatabase().insert("ledger", null, row);
            return CetpProviderResult.Companion.success(new JSONObject(Collections.singletonMap("id", id)));
        }
        ContentValues row = new ContentValues();
        row.put("owner_uid", request.getCallingUid());
        row.put("request_id", request.getRequestId());
        row.put("body", request.getArgs().optString("body"));
        long id = db.getWritableDatabase().insert("notes", null, row);
        return CetpProviderResult.Companion.success(new JSONObject(Collections.singletonMap("id", id)));
    }
}
