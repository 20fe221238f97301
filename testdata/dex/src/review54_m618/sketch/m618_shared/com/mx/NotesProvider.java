package com.mx;

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
import java.util.Collections;
import java.util.List;
import org.json.JSONObject;

/** One create tool on the SDK base class; its mutation executor is CachedExecutor. */
public final class NotesProvider extends CetpV2ContentProvider {
    private static final List<CetpProviderTool> TOOLS = Collections.singletonList(
            new CetpProviderTool("add_note", "Notes", Collections.singletonList("notes.write"),
                    new ToolAnnotations(ToolEffect.CREATE, ToolRisk.LOW, false, ConfirmationPolicy.NEVER)));

    private Db db;
    private CetpMutationExecutor executor = new SharedExecutor();

    @Override
    public boolean onCreate() {
        db = new Db(getContext());
        if (executor == null) {
            executor = new ReservingExecutor(db);
        }
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
        if (request.getScopes().contains("notes.write")) {
            return CetpAccessDecision.Companion.allow();
        }
        return CetpAccessDecision.Companion.deny("scope notes.write was not granted");
    }

    @Override
    public CetpProviderResult executeTool(CetpProviderRequest request) {
        ContentValues row = new ContentValues();
        row.put("owner_uid", request.getCallingUid());
        row.put("request_id", request.getRequestId());
        row.put("body", request.getArgs().optString("body"));
        long id = db.getWritableDatabase().insert("notes", null, row);
        return CetpProviderResult.Companion.success(new JSONObject(Collections.singletonMap("id", id)));
    }
}
