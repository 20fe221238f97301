package com.rm;

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
 * add_note through Room; notes.request_id has a UNIQUE index (Room's generated CREATE UNIQUE INDEX), so a retried
 * add_note fails its insert after a restart, as mutexec618's LedgerProvider. Expected: no CETP618.
 */
public final class NotesProvider extends CetpV2ContentProvider {
    private static final List<CetpProviderTool> TOOLS = Collections.singletonList(
            new CetpProviderTool("add_note", "Notes", Collections.singletonList("notes.write"),
                    new ToolAnnotations(ToolEffect.CREATE, ToolRisk.LOW, false, ConfirmationPolicy.NEVER)));

    private NoteDao dao;
    private final CetpMutationExecutor executor = new MapExecutor();

    @Override
    public boolean onCreate() {
        dao = new AppDb_Impl().noteDao();
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
        NoteEntity note = new NoteEntity();
        note.ownerUid = request.getCallingUid();
        note.requestId = request.getRequestId();
        note.body = request.getArgs().optString("body");
        long id = dao.insert(note);
        return CetpProviderResult.Companion.success(new JSONObject(Collections.singletonMap("id", id)));
    }
}
