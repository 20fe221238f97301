package com.halyard.vault.archive;

import android.content.Context;
import android.os.Binder;
import android.os.Bundle;
import com.halyard.vault.cetp.Call;
import com.halyard.vault.cetp.Caller;
import com.halyard.vault.cetp.Confirmations;
import com.halyard.vault.cetp.Desk;
import com.halyard.vault.cetp.Digests;
import com.halyard.vault.cetp.Grants;
import com.halyard.vault.cetp.Replies;
import com.halyard.vault.cetp.ToolSpec;
import com.halyard.vault.jobs.JobWorkerService;
import com.halyard.vault.jobs.OperationRepository;
import com.halyard.vault.jobs.OperationRow;
import com.halyard.vault.jobs.OperationsEndpoint;
import com.halyard.vault.jobs.ResultFiles;
import com.halyard.vault.jobs.VaultDb;
import java.io.File;
import java.util.ArrayList;
import java.util.List;
import org.json.JSONException;
import org.json.JSONObject;

/** The archive provider's tools: snapshots of the vault, taken, checked, exported and restored. */
public final class ArchiveDesk implements Desk {
    public static final String PROVIDER_ID = "com.halyard.vault";
    private static final String SNAPSHOT_ID = "{\"type\":\"object\",\"properties\":{\"snapshot_id\":{\"type\":\"integer\","
            + "\"minimum\":1}},\"required\":[\"snapshot_id\"],\"additionalProperties\":false}";
    private static final String OPERATION = "{\"type\":\"object\",\"properties\":{\"snapshot_id\":{\"type\":\"integer\"},"
            + "\"items\":{\"type\":\"integer\"}}}";

    private final Context context;
    private final Grants grants;
    private final Confirmations confirmations;
    private final OperationRepository repository;
    private final ChunkStore chunks;
    private final List<ToolSpec> tools = new ArrayList<>();

    public ArchiveDesk(Context context, VaultDb db, OperationRepository repository) {
        this.context = context;
        this.grants = new Grants(context, db);
        this.confirmations = new Confirmations(context, PROVIDER_ID);
        this.repository = repository;
        this.chunks = new ChunkStore(db);
        tools.add(new ToolSpec("list_snapshots", "List snapshots", "Lists the vault's snapshots, newest first",
                "read", "low", false, "never", false, false, "snapshots.read",
                "{\"type\":\"object\",\"properties\":{\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":50}},"
                        + "\"additionalProperties\":false}",
                "{\"type\":\"object\",\"properties\":{\"snapshots\":{\"type\":\"array\"}},\"required\":[\"snapshots\"]}"));
        tools.add(new ToolSpec("verify_snapshot", "Verify a snapshot",
                "Checks every stored chunk of a snapshot against its recorded SHA-256", "read", "low", false, "never",
                false, false, "snapshots.read", SNAPSHOT_ID,
                "{\"type\":\"object\",\"properties\":{\"chunks\":{\"type\":\"integer\"},\"damaged\":{\"type\":\"integer\"}},"
                        + "\"required\":[\"chunks\",\"damaged\"]}"));
        tools.add(new ToolSpec("snapshot_stats", "Snapshot statistics",
                "Counts the chunks and bytes a snapshot holds", "read", "low", false, "never", false, false,
                "snapshots.read", SNAPSHOT_ID,
                "{\"type\":\"object\",\"properties\":{\"chunks\":{\"type\":\"integer\"},\"bytes\":{\"type\":\"integer\"}},"
                        + "\"required\":[\"chunks\",\"bytes\"]}"));
        tools.add(new ToolSpec("create_snapshot", "Take a snapshot", "Copies every vault item into a new snapshot",
                "create", "moderate", false, "provider_policy", true, false, "snapshots.write",
                "{\"type\":\"object\",\"properties\":{\"label\":{\"type\":\"string\",\"maxLength\":80}},"
                        + "\"additionalProperties\":false}", OPERATION));
        tools.add(new ToolSpec("export_snapshot", "Export a snapshot",
                "Writes a snapshot's manifest as a JSON file the assistant can read", "create", "moderate", false,
                "provider_policy", true, true, "snapshots.write",
                "{\"type\":\"object\",\"properties\":{\"snapshot_id\":{\"type\":\"integer\",\"minimum\":1},"
                        + "\"file_name\":{\"type\":\"string\"}},\"required\":[\"snapshot_id\"],"
                        + "\"additionalProperties\":false}",
                "{\"type\":\"object\",\"properties\":{\"snapshot_id\":{\"type\":\"integer\"},\"items\":{\"type\":\"array\"}},"
                        + "\"required\":[\"snapshot_id\",\"items\"]}"));
        tools.add(new ToolSpec("restore_snapshot", "Restore a snapshot",
                "Overwrites the vault's items with the content a snapshot holds", "update", "high", true, "always", true,
                false, "snapshots.write", SNAPSHOT_ID, OPERATION));
    }

    @Override
    public String providerId() {
        return PROVIDER_ID;
    }

    @Override
    public String providerName() {
        return "Halyard Vault";
    }

    @Override
    public String description() {
        return "Snapshots of your Halyard Vault: take, check, export and restore them";
    }

    @Override
    public String scopes() {
        return "[{\"name\":\"snapshots.read\",\"title\":\"Read snapshots\",\"description\":\"List, check and export"
                + " snapshots\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"snapshots.write\","
                + "\"title\":\"Take and restore snapshots\",\"description\":\"Create snapshots and restore one over the"
                + " vault\",\"access\":\"write\",\"sensitivity\":\"personal\"}]";
    }

    @Override
    public String[] capabilities() {
        return new String[] {"async_operations", "cancellation", "large_results"};
    }

    @Override
    public List<ToolSpec> tools() {
        return tools;
    }

    @Override
    public Bundle execute(Caller caller, Call call) throws JSONException {
        if (!grants.allows(caller, call.spec.scope)) {
            return Replies.error(call.requestId, "PERMISSION_DENIED", "Halyard Vault has not granted this scope", false);
        }
        if (call.spec.async) {
            return submit(caller, call);
        }
        if (call.deadlinePassed()) {
            return Replies.error(call.requestId, "DEADLINE_EXCEEDED", "The deadline passed before the tool started",
                    false);
        }
        long snapshotId = call.args.optLong("snapshot_id", 0L);
        switch (call.spec.name) {
            case "list_snapshots":
                int limit = Math.max(1, Math.min(50, call.args.optInt("limit", 20)));
                return Replies.inline(call.requestId, new JSONObject().put("snapshots", chunks.snapshots(limit)));
            case "verify_snapshot":
                if (snapshotId <= 0L) {
                    return Replies.error(call.requestId, "INVALID_ARGS", "snapshot_id must be a positive integer", false);
                }
                ChunkStore.Verification verification = chunks.verify(snapshotId);
                return Replies.inline(call.requestId, new JSONObject()
                        .put("chunks", verification.checked)
                        .put("damaged", verification.damaged));
            default:
                if (snapshotId <= 0L) {
                    return Replies.error(call.requestId, "INVALID_ARGS", "snapshot_id must be a positive integer", false);
                }
                ChunkStore.Stats stats = chunks.stats(snapshotId);
                return Replies.inline(call.requestId, new JSONObject()
                        .put("chunks", stats.chunks)
                        .put("bytes", stats.bytes));
        }
    }

    /** The job tools: the call inserts the operation and returns at once; the consumer polls get_operation. */
    private Bundle submit(Caller caller, Call call) throws JSONException {
        String key = Digests.callerKey(PROVIDER_ID, call.requestId);
        long identity = Binder.clearCallingIdentity();
        try {
            OperationRow prior = repository.findByDedupKey(key);
            if (prior != null) {
                return OperationsEndpoint.replay(prior, call);
            }
            String problem = checkArgs(call);
            if (problem != null) {
                return Replies.error(call.requestId, "INVALID_ARGS", problem, false);
            }
            if (call.spec.name.equals("restore_snapshot")) {
                Bundle held = confirmations.require(caller, call, "Restore snapshot "
                        + call.args.optLong("snapshot_id") + " over the vault's current items");
                if (held != null) {
                    return held;
                }
            }
            OperationRow row = OperationRow.pending(Digests.operationId(), key, caller, PROVIDER_ID, call);
            if (call.spec.name.equals("export_snapshot")) {
                String fileName = call.args.optString("file_name",
                        "snapshot-" + call.args.optLong("snapshot_id") + ".json");
                File exports = ResultFiles.area(context, "exports/" + row.opId);
                row.resultPath = ResultFiles.named(exports, fileName).getPath();
                row.mediaType = "application/json";
            }
            repository.insert(row);
            JobWorkerService.wake(context);
            return Replies.accepted(call.requestId, row.opId, OperationsEndpoint.POLL_AFTER_MS);
        } finally {
            Binder.restoreCallingIdentity(identity);
        }
    }

    private String checkArgs(Call call) {
        if (call.spec.name.equals("create_snapshot")) {
            return call.args.optString("label", "").length() > 80 ? "label is longer than 80 characters" : null;
        }
        long snapshotId = call.args.optLong("snapshot_id", 0L);
        if (snapshotId <= 0L) {
            return "snapshot_id must be a positive integer";
        }
        return chunks.hasSnapshot(snapshotId) ? null : "There is no snapshot " + snapshotId;
    }
}
