package com.cinderbox.locker;

import android.os.AsyncTask;
import android.os.Bundle;
import android.os.Messenger;
import android.os.RemoteException;
import android.util.Log;
import com.cinderbox.core.Replies;
import com.cinderbox.core.ToolCall;
import com.cinderbox.core.ToolEndpoint;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.json.JSONException;
import org.json.JSONObject;

/** Tools over the document locker: the vault runs in its own process and is reached through IVault. */
public final class LockerProvider extends ToolEndpoint {
    static final String TAG = "CinderboxLocker";
    static final String INFO = "{\"provider_id\":\"com.cinderbox.locker\",\"provider_name\":\"Cinderbox Locker\","
            + "\"description\":\"Search, check, seal, export and share entries of the Cinderbox document locker\","
            + "\"schema_dialect\":\"https://json-schema.org/draft/2020-12/schema\",\"scopes\":["
            + "{\"name\":\"locker.read\",\"title\":\"Read locker entries\",\"description\":\"Search and read entries\","
            + "\"access\":\"read\",\"sensitivity\":\"personal\"},"
            + "{\"name\":\"locker.write\",\"title\":\"Change locker entries\","
            + "\"description\":\"Seal, export and share entries\",\"access\":\"write\",\"sensitivity\":\"personal\"}]}";
    static final String TOOLS = "{\"revision\":\"locker-7\",\"tools\":["
            + "{\"name\":\"search_entries\",\"description\":\"Find entries whose label contains a text\","
            + "\"input_schema\":{\"type\":\"object\",\"properties\":{\"text\":{\"type\":\"string\",\"maxLength\":64}},"
            + "\"required\":[\"text\"],\"additionalProperties\":false},"
            + "\"output_schema\":{\"type\":\"object\",\"properties\":{\"entries\":{\"type\":\"array\"}},"
            + "\"required\":[\"entries\"]},\"scopes\":[\"locker.read\"],"
            + "\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"open_world\":false,\"confirmation\":\"never\"}},"
            + "{\"name\":\"get_entry\",\"description\":\"Read one entry's label and seal state\","
            + "\"input_schema\":{\"type\":\"object\",\"properties\":{\"entry_id\":{\"type\":\"string\"}},"
            + "\"required\":[\"entry_id\"],\"additionalProperties\":false},"
            + "\"output_schema\":{\"type\":\"object\",\"required\":[\"entry_id\",\"label\"]},\"scopes\":[\"locker.read\"],"
            + "\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"open_world\":false,\"confirmation\":\"never\"}},"
            + "{\"name\":\"verify_backup\",\"description\":\"Check an entry's backup copy against its digest\","
            + "\"input_schema\":{\"type\":\"object\",\"properties\":{\"entry_id\":{\"type\":\"string\"}},"
            + "\"required\":[\"entry_id\"],\"additionalProperties\":false},"
            + "\"output_schema\":{\"type\":\"object\",\"required\":[\"entry_id\",\"intact\"]},\"scopes\":[\"locker.read\"],"
            + "\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"open_world\":false,\"confirmation\":\"never\"}},"
            + "{\"name\":\"vault_stats\",\"description\":\"Count entries and sealed entries\","
            + "\"input_schema\":{\"type\":\"object\",\"additionalProperties\":false},"
            + "\"output_schema\":{\"type\":\"object\",\"required\":[\"entries\",\"sealed\"]},\"scopes\":[\"locker.read\"],"
            + "\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"open_world\":false,\"confirmation\":\"never\"}},"
            + "{\"name\":\"seal_entry\",\"description\":\"Seal an entry so it can no longer be edited\","
            + "\"input_schema\":{\"type\":\"object\",\"properties\":{\"entry_id\":{\"type\":\"string\"}},"
            + "\"required\":[\"entry_id\"],\"additionalProperties\":false},"
            + "\"output_schema\":{\"type\":\"object\",\"required\":[\"entry_id\",\"sealed\"]},\"scopes\":[\"locker.write\"],"
            + "\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"open_world\":false,"
            + "\"confirmation\":\"provider_policy\",\"execution\":\"sync_or_async\"}},"
            + "{\"name\":\"export_entry\",\"description\":\"Prepare an encrypted export of an entry\","
            + "\"input_schema\":{\"type\":\"object\",\"properties\":{\"entry_id\":{\"type\":\"string\"}},"
            + "\"required\":[\"entry_id\"],\"additionalProperties\":false},"
            + "\"output_schema\":{\"type\":\"object\",\"required\":[\"entry_id\",\"export\"]},\"scopes\":[\"locker.write\"],"
            + "\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"open_world\":false,"
            + "\"confirmation\":\"provider_policy\",\"execution\":\"sync_or_async\"}},"
            + "{\"name\":\"share_entry\",\"description\":\"Deliver an entry to the calling app\","
            + "\"input_schema\":{\"type\":\"object\",\"properties\":{\"entry_id\":{\"type\":\"string\"}},"
            + "\"required\":[\"entry_id\"],\"additionalProperties\":false},"
            + "\"output_schema\":{\"type\":\"object\",\"required\":[\"entry_id\",\"recipient\",\"state\"]},"
            + "\"scopes\":[\"locker.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\","
            + "\"open_world\":true,\"confirmation\":\"provider_policy\"}},"
            + "{\"name\":\"copy_entry\",\"description\":\"Copy an entry into the inbox of the calling app\","
            + "\"input_schema\":{\"type\":\"object\",\"properties\":{\"entry_id\":{\"type\":\"string\"},"
            + "\"calling_package\":{\"type\":\"string\"}},\"required\":[\"entry_id\",\"calling_package\"],"
            + "\"additionalProperties\":false},"
            + "\"output_schema\":{\"type\":\"object\",\"required\":[\"entry_id\",\"recipient\",\"state\"]},"
            + "\"scopes\":[\"locker.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\","
            + "\"open_world\":true,\"confirmation\":\"provider_policy\"}}]}";

    private VaultLink link;
    private ExecutorService workers;

    @Override
    protected void open() {
        link = new VaultLink(getContext());
        link.connect();
        workers = Executors.newFixedThreadPool(2);
    }

    @Override
    protected String providerId() {
        return "com.cinderbox.locker";
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
        return true;
    }

    @Override
    protected boolean mutating(String tool) {
        return "seal_entry".equals(tool) || "export_entry".equals(tool) || "share_entry".equals(tool)
                || "copy_entry".equals(tool);
    }

    @Override
    protected Bundle run(ToolCall call) throws Exception {
        IVault vault = link.vault();
        if (vault == null) {
            return Replies.error(call.requestId, "UNAVAILABLE", "The vault is starting, retry shortly", true);
        }
        switch (call.tool) {
            case "search_entries":
                return searchEntries(vault, call);
            case "get_entry":
                return getEntry(vault, call);
            case "verify_backup":
                return verifyBackup(vault, call);
            case "vault_stats":
                return vaultStats(vault, call);
            case "seal_entry":
                return sealEntry(vault, call);
            case "export_entry":
                return exportEntry(vault, call);
            case "share_entry":
                return shareEntry(vault, call);
            case "copy_entry":
                return copyEntry(vault, call);
            default:
                return Replies.error(call.requestId, "TOOL_NOT_FOUND", "No such tool", false);
        }
    }

    private Bundle searchEntries(IVault vault, ToolCall call) throws JSONException, RemoteException {
        String text = call.args.getString("text");
        String rows = vault.search(text);
        return Replies.inline(call.requestId, "{\"entries\":" + rows + "}");
    }

    private Bundle getEntry(IVault vault, ToolCall call) throws JSONException, RemoteException {
        String entryId = call.args.getString("entry_id");
        String entry = vault.entry(entryId);
        if (entry == null) {
            return Replies.error(call.requestId, "INVALID_ARGS", "No entry with that id", false);
        }
        return Replies.inline(call.requestId, entry);
    }

    private Bundle sealEntry(IVault vault, ToolCall call) throws JSONException, RemoteException {
        String ticket = vault.beginSeal(call.args.getString("entry_id"), call.uid, call.requestId);
        return Replies.accepted(call.requestId, ticket);
    }

    private Bundle exportEntry(IVault vault, ToolCall call) throws JSONException, RemoteException {
        String ticket = vault.beginExport(call.args.getString("entry_id"), call.uid, call.requestId);
        return Replies.accepted(call.requestId, ticket);
    }

    private Bundle verifyBackup(final IVault vault, ToolCall call) throws JSONException, InterruptedException {
        final String rid = call.requestId;
        final String entryId = call.args.getString("entry_id");
        CompletableFuture<Bundle> answer = CompletableFuture
                .supplyAsync(() -> remoteVerify(vault, entryId), workers)
                .thenApply(report -> Replies.inline(rid, report))
                .exceptionally(failure -> Replies.error(rid, "INTERNAL_ERROR",
                        "Backup check failed: " + failure.getMessage(), false))
                .whenComplete((reply, failure) -> Log.d(TAG, "verify_backup answered for " + entryId));
        return await(answer, call);
    }

    private Bundle vaultStats(final IVault vault, ToolCall call) throws InterruptedException {
        final String rid = call.requestId;
        CompletableFuture<Bundle> answer = CompletableFuture
                .supplyAsync(() -> remoteStats(vault), workers)
                .thenApply(stats -> Replies.inline(rid, stats))
                .exceptionally(failure -> {
                    Log.w(TAG, "vault_stats failed", failure);
                    return Replies.error(rid, "UNAVAILABLE", "The vault is busy, try again", true);
                })
                .whenComplete((reply, failure) -> Log.d(TAG, "vault_stats answered"));
        return await(answer, call);
    }

    private static String remoteVerify(IVault vault, String entryId) {
        try {
            return vault.verify(entryId);
        } catch (RemoteException e) {
            throw new CompletionException(e);
        }
    }

    private static String remoteStats(IVault vault) {
        try {
            return vault.stats();
        } catch (RemoteException e) {
            throw new CompletionException(e);
        }
    }

    /** Waits for a chain's answer until the Consumer's deadline. */
    private static Bundle await(CompletableFuture<Bundle> answer, ToolCall call) throws InterruptedException {
        try {
            return answer.get(call.remaining(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            answer.cancel(true);
            return Replies.error(call.requestId, "DEADLINE_EXCEEDED", "The vault did not answer in time", false);
        } catch (ExecutionException e) {
            Log.w(TAG, "answer chain failed", e);
            return Replies.error(call.requestId, "INTERNAL_ERROR", "The vault could not answer", false);
        }
    }

    private Bundle shareEntry(IVault vault, ToolCall call) throws JSONException {
        String recipient = getCallingPackage();
        return deliver(vault, call, call.args.getString("entry_id"), recipient);
    }

    private Bundle copyEntry(IVault vault, ToolCall call) throws JSONException {
        String recipient = call.args.getString("calling_package");
        return deliver(vault, call, call.args.getString("entry_id"), recipient);
    }

    /** Hands the entry to ShareTask, which reads it from the vault and passes it on to ShareService. */
    private Bundle deliver(IVault vault, ToolCall call, String entryId, String recipient) {
        Messenger outbox = link.outbox();
        if (outbox == null || recipient == null) {
            return Replies.error(call.requestId, "UNAVAILABLE", "Sharing is not ready, retry shortly", true);
        }
        new ShareTask(vault, outbox, recipient).executeOnExecutor(AsyncTask.THREAD_POOL_EXECUTOR, entryId);
        return Replies.inline(call.requestId, "{\"entry_id\":" + JSONObject.quote(entryId) + ",\"recipient\":"
                + JSONObject.quote(recipient) + ",\"state\":\"queued\"}");
    }

    @Override
    protected Bundle operation(int uid, String requestId, String operationId) throws Exception {
        IVault vault = link.vault();
        if (vault == null) {
            return Replies.error(requestId, "UNAVAILABLE", "The vault is starting, retry shortly", true);
        }
        String state = vault.ticket(operationId, uid, requestId);
        if (state == null) {
            return Replies.error(requestId, "INVALID_REQUEST", "No such operation for this caller", false);
        }
        return Replies.success(requestId, state);
    }
}
