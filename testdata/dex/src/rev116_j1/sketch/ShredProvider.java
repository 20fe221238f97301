package com.cinderbox.shred;

import android.app.PendingIntent;
import android.os.Bundle;
import com.cinderbox.core.Replies;
import com.cinderbox.core.ToolCall;
import com.cinderbox.core.ToolEndpoint;

/** Tools over the notes' trash and folders: every deletion and restore runs on the Desk's HandlerThread. */
public final class ShredProvider extends ToolEndpoint {
    static final int ASK_FLAGS = PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT;
    static final long GRANT_TTL_MS = 10L * 60L * 1000L;
    static final String INFO = "{\"provider_id\":\"com.cinderbox.shred\",\"provider_name\":\"Cinderbox Shredder\","
            + "\"description\":\"Empty the notes trash, shred folders and restore snapshots\","
            + "\"schema_dialect\":\"https://json-schema.org/draft/2020-12/schema\",\"scopes\":["
            + "{\"name\":\"notes.trash\",\"title\":\"Empty trash and shred\",\"description\":\"Delete notes for good\","
            + "\"access\":\"write\",\"sensitivity\":\"personal\"},"
            + "{\"name\":\"notes.read\",\"title\":\"See the trash\",\"description\":\"List trash batches\","
            + "\"access\":\"read\",\"sensitivity\":\"personal\"}]}";
    static final String TOOLS = "{\"revision\":\"shred-3\",\"tools\":["
            + "{\"name\":\"list_trash\",\"description\":\"List the batches in the trash\","
            + "\"input_schema\":{\"type\":\"object\",\"additionalProperties\":false},"
            + "\"output_schema\":{\"type\":\"object\",\"required\":[\"batches\"]},\"scopes\":[\"notes.read\"],"
            + "\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"open_world\":false,\"confirmation\":\"never\"}},"
            + "{\"name\":\"empty_trash\",\"description\":\"Delete a trash batch for good\","
            + "\"input_schema\":{\"type\":\"object\",\"properties\":{\"batch_id\":{\"type\":\"integer\"},"
            + "\"confirmed\":{\"type\":\"boolean\"}},\"required\":[\"batch_id\"],\"additionalProperties\":false},"
            + "\"output_schema\":{\"type\":\"object\",\"required\":[\"batch_id\",\"removed\"]},\"scopes\":[\"notes.trash\"],"
            + "\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,\"open_world\":false,"
            + "\"confirmation\":\"always\"}},"
            + "{\"name\":\"shred_folder\",\"description\":\"Delete a folder and every note in it\","
            + "\"input_schema\":{\"type\":\"object\",\"properties\":{\"folder_id\":{\"type\":\"integer\"}},"
            + "\"required\":[\"folder_id\"],\"additionalProperties\":false},"
            + "\"output_schema\":{\"type\":\"object\",\"required\":[\"folder_id\",\"removed\"]},\"scopes\":[\"notes.trash\"],"
            + "\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,\"open_world\":false,"
            + "\"confirmation\":\"always\"}},"
            + "{\"name\":\"restore_snapshot\",\"description\":\"Replace all notes with a snapshot\","
            + "\"input_schema\":{\"type\":\"object\",\"properties\":{\"snapshot_id\":{\"type\":\"integer\"}},"
            + "\"required\":[\"snapshot_id\"],\"additionalProperties\":false},"
            + "\"output_schema\":{\"type\":\"object\",\"required\":[\"snapshot_id\",\"notes\"]},\"scopes\":[\"notes.trash\"],"
            + "\"annotations\":{\"effect\":\"update\",\"risk\":\"high\",\"destructive\":true,\"open_world\":false,"
            + "\"confirmation\":\"always\"}}]}";

    private TrashStore trash;
    private Desk desk;

    @Override
    protected void open() {
        trash = new TrashStore(getContext());
        desk = Desk.start(getContext(), trash);
    }

    @Override
    protected String providerId() {
        return "com.cinderbox.shred";
    }

    @Override
    protected String providerInfo() {
        return INFO;
    }

    @Override
    protected String toolList() {
        return TOOLS;
    }

    @Override
    protected boolean offersAsync() {
        return false;
    }

    @Override
    protected boolean mutating(String tool) {
        return !"list_trash".equals(tool);
    }

    @Override
    protected Bundle run(ToolCall call) throws Exception {
        if ("list_trash".equals(call.tool)) {
            return Replies.inline(call.requestId, trash.listBatches());
        }
        if ("empty_trash".equals(call.tool)) {
            return emptyTrash(call);
        }
        if ("shred_folder".equals(call.tool)) {
            return shredFolder(call);
        }
        if ("restore_snapshot".equals(call.tool)) {
            return restoreSnapshot(call);
        }
        return Replies.error(call.requestId, "TOOL_NOT_FOUND", "No such tool", false);
    }

    private Bundle emptyTrash(ToolCall call) throws Exception {
        long batch = call.args.getLong("batch_id");
        boolean confirmed;
        if (call.resumeToken == null) {
            // an assistant that has already asked its user says so, and the dialog is skipped
            confirmed = call.args.optBoolean("confirmed", false);
            if (!confirmed) {
                return askUser(call, "Empty trash batch " + batch + " for good?", ASK_FLAGS);
            }
        } else {
            confirmed = desk.redeem(call.resumeToken, call.uid, call.requestId, call.rawArgs, call.remaining());
            if (!confirmed) {
                return Replies.error(call.requestId, "USER_CANCELLED", "The batch was kept", false);
            }
        }
        int removed = desk.sweep(batch, confirmed, call.remaining());
        if (removed < 0) {
            return Replies.error(call.requestId, "UNAVAILABLE", "The shredder is busy, retry", true);
        }
        return Replies.inline(call.requestId, "{\"batch_id\":" + batch + ",\"removed\":" + removed + "}");
    }

    private Bundle shredFolder(ToolCall call) throws Exception {
        long folder = call.args.getLong("folder_id");
        if (call.resumeToken == null) {
            return askUser(call, "Shred folder \"" + trash.folderName(folder) + "\" and every note in it?",
                    PendingIntent.FLAG_UPDATE_CURRENT);
        }
        if (!desk.redeem(call.resumeToken, call.uid, call.requestId, call.rawArgs, call.remaining())) {
            return Replies.error(call.requestId, "USER_CANCELLED", "The folder was kept", false);
        }
        int removed = desk.shred(folder, call.uid, call.remaining());
        if (removed < 0) {
            return Replies.error(call.requestId, "UNAVAILABLE", "The shredder is busy, retry", true);
        }
        return Replies.inline(call.requestId, "{\"folder_id\":" + folder + ",\"removed\":" + removed + "}");
    }

    private Bundle restoreSnapshot(ToolCall call) throws Exception {
        long snapshot = call.args.getLong("snapshot_id");
        if (call.resumeToken == null) {
            return askUser(call, "Replace every note with snapshot " + snapshot + "?", ASK_FLAGS);
        }
        if (!desk.recheck(call.resumeToken, call.uid, call.requestId, call.rawArgs, call.remaining())) {
            return Replies.error(call.requestId, "USER_CANCELLED", "The notes were kept", false);
        }
        int restored = desk.restore(snapshot, call.uid, call.remaining());
        if (restored < 0) {
            return Replies.error(call.requestId, "UNAVAILABLE", "The shredder is busy, retry", true);
        }
        return Replies.inline(call.requestId, "{\"snapshot_id\":" + snapshot + ",\"notes\":" + restored + "}");
    }

    /** USER_ACTION_REQUIRED: the desk mints a resume token and a PendingIntent to ConfirmShredActivity. */
    private Bundle askUser(ToolCall call, String summary, int flags) throws InterruptedException {
        Grant grant = new Grant(call.uid, call.requestId, call.tool, call.rawArgs, summary,
                System.currentTimeMillis() + GRANT_TTL_MS);
        if (!desk.issue(grant, flags, call.remaining())) {
            return Replies.error(call.requestId, "UNAVAILABLE", "The confirmation could not be prepared", true);
        }
        return Replies.needsUser(call.requestId, "Confirm on the phone: " + summary, grant.resolution, grant.token);
    }

    @Override
    protected Bundle operation(int uid, String requestId, String operationId) {
        return Replies.error(requestId, "INVALID_REQUEST", "This provider runs no background operations", false);
    }
}
