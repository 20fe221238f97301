package com.jn;

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

/**
 * add_note answers a retried request from a durable journal keyed by request_id (PRIMARY KEY) before it inserts,
 * and journals the request after: a restart forgets only MapExecutor's cache. Expected: no CETP618.
 */
public final class NotesProvider extends CetpV2ContentProvider {
    private static final List<CetpProviderTool> TOOLS = Collections.singletonList(
            new CetpProviderTool("add_note", "Notes", Collections.singletonList("notes.write"),
                    new ToolAnnotations(ToolEffect.CREATE, ToolRisk.LOW, false, ConfirmationPolicy.NEVER)));

    private NotesDao notes;
    private Journal journal;
    private final CetpMutationExecutor executor = new MapExecutor();

    @Override
    public boolean onCreate() {
        Db db = new Db(getContext());
        notes = new NotesDao(db);
        journal = new Journal(db);
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
        long earlier = journal.noteOf(request.getRequestId());
        if (earlier >= 0) {
            return CetpProviderResult.Companion.success(new JSONObject(Collections.singletonMap("id", earlier)));
        }
        long id = notes.insert(request.getCallingUid(), request.getArgs().optString("body"));
        journal.record(request.getRequestId(), id);
        return CetpProviderResult.Companion.success(new JSONObject(Collections.singletonMap("id", id)));
    }
}
