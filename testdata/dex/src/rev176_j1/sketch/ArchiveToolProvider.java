package com.quillmark.docs.archive;

import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import com.quillmark.docs.core.Caller;
import com.quillmark.docs.core.Ledger;
import com.quillmark.docs.core.Replies;
import com.quillmark.docs.core.Request;
import com.quillmark.docs.core.ResumeTokens;
import com.quillmark.docs.core.ReviewIntents;
import com.quillmark.docs.core.ToolProviderBase;
import com.quillmark.docs.core.ToolSpec;
import com.quillmark.docs.documents.DocumentStore;
import com.quillmark.docs.work.CleanupJobService;
import com.quillmark.docs.work.WorkRequest;
import java.io.File;
import java.util.Arrays;
import java.util.List;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** CETP v2 tools over document archives: list, export, archive, restore, delete, retention. */
public final class ArchiveToolProvider extends ToolProviderBase {
    static final String PROVIDER_ID = "com.quillmark.docs.archive";
    private static final int MAX_DOCUMENTS = 200;

    private ArchiveCallers callers;
    private ArchiveShelf shelf;
    private DocumentStore store;

    @Override
    protected String providerId() {
        return PROVIDER_ID;
    }

    @Override
    protected String providerName() {
        return "QuillMark Archive";
    }

    @Override
    protected String description() {
        return "Bundle documents into archives, export and restore them, and set how long archives are kept.";
    }

    @Override
    protected boolean repliesThroughReceiver() {
        return true;
    }

    @Override
    protected JSONArray scopeCatalog() throws JSONException {
        JSONArray scopes = new JSONArray();
        scopes.put(scope("archive.read", "Read archives", "List and export archives", "read"));
        scopes.put(scope("archive.write", "Create and restore archives", "Archive documents and restore them", "write"));
        scopes.put(scope("archive.admin", "Manage archives", "Delete archives and change their retention", "write"));
        return scopes;
    }

    private static JSONObject scope(String name, String title, String description, String access)
            throws JSONException {
        JSONObject s = new JSONObject();
        s.put("name", name);
        s.put("title", title);
        s.put("description", description);
        s.put("access", access);
        s.put("sensitivity", "personal");
        return s;
    }

    @Override
    protected List<ToolSpec> declareTools() {
        shelf = ArchiveShelf.get(getContext());
        store = DocumentStore.get(getContext());
        String byName = "{\"type\":\"object\",\"properties\":{\"archive\":{\"type\":\"string\",\"pattern\":\"^ar-[0-9]{8}-[0-9a-f]{8}$\"}},"
                + "\"required\":[\"archive\"],\"additionalProperties\":false}";
        return Arrays.asList(
                ToolSpec.named("list_archives")
                        .title("List archives", "List the archives on this device, oldest first.")
                        .scopes("archive.read")
                        .output("{\"type\":\"object\",\"properties\":{\"archives\":{\"type\":\"array\",\"items\":{\"type\":\"string\"}}},"
                                + "\"required\":[\"archives\"]}")
                        .build(),
                ToolSpec.named("export_archive")
                        .title("Export an archive", "Return an archive's label and documents.")
                        .scopes("archive.read")
                        .input(byName)
                        .output("{\"type\":\"object\",\"properties\":{\"label\":{\"type\":\"string\"},\"created_at\":{\"type\":\"integer\"},"
                                + "\"documents\":{\"type\":\"array\"}},\"required\":[\"documents\"]}")
                        .build(),
                ToolSpec.named("archive_documents")
                        .title("Archive documents", "Bundle the given documents into a new archive.")
                        .effect("create", "moderate", "provider_policy")
                        .async()
                        .scopes("archive.write")
                        .input("{\"type\":\"object\",\"properties\":{\"document_ids\":{\"type\":\"array\",\"items\":{\"type\":\"string\"},"
                                + "\"minItems\":1,\"maxItems\":200},\"label\":{\"type\":\"string\",\"maxLength\":80}},"
                                + "\"required\":[\"document_ids\"],\"additionalProperties\":false}")
                        .output("{\"type\":\"object\",\"properties\":{\"archive\":{\"type\":\"string\"},\"documents\":{\"type\":\"integer\"}},"
                                + "\"required\":[\"archive\"]}")
                        .build(),
                ToolSpec.named("restore_archive")
                        .title("Restore an archive", "Add an archive's documents back to the document list.")
                        .effect("update", "high", "always")
                        .scopes("archive.write")
                        .input(byName)
                        .output("{\"type\":\"object\",\"properties\":{\"restored\":{\"type\":\"integer\"}},\"required\":[\"restored\"]}")
                        .build(),
                ToolSpec.named("delete_archive")
                        .title("Delete an archive", "Delete an archive permanently. The user approves each deletion.")
                        .effect("delete", "high", "always")
                        .destructive()
                        .scopes("archive.admin")
                        .input(byName)
                        .output("{\"type\":\"object\",\"properties\":{\"deleted\":{\"type\":\"boolean\"}},\"required\":[\"deleted\"]}")
                        .build(),
                ToolSpec.named("set_retention")
                        .title("Set archive retention", "Set how many days archives are kept before the nightly cleanup.")
                        .effect("update", "moderate", "provider_policy")
                        .idempotent()
                        .scopes("archive.admin")
                        .input("{\"type\":\"object\",\"properties\":{\"days\":{\"type\":\"integer\",\"minimum\":7,\"maximum\":3650}},"
                                + "\"required\":[\"days\"],\"additionalProperties\":false}")
                        .output("{\"type\":\"object\",\"properties\":{\"retention_days\":{\"type\":\"integer\"},"
                                + "\"cleanup_scheduled\":{\"type\":\"boolean\"}},\"required\":[\"retention_days\"]}")
                        .build());
    }

    @Override
    protected Caller identify(int uid, Bundle extras) {
        if (callers == null) {
            callers = new ArchiveCallers(getContext().getPackageManager(), settings);
        }
        return callers.resolve(uid, extras);
    }

    @Override
    protected Bundle executeTool(Request req) throws Exception {
        if (req.tool.isRead()) {
            return "export_archive".equals(req.tool.name) ? exportArchive(req) : listArchives(req);
        }
        if (req.tool.async && req.session.has("async_operations")) {
            return startArchiving(req);
        }
        Bundle late = deadlinePassed(req);
        if (late != null) {
            return late;
        }
        if (req.tool.needsConfirmation()) {
            Bundle pending = confirm(req);
            if (pending != null) {
                return pending;
            }
            late = deadlinePassed(req);
            if (late != null) {
                return late;
            }
        }
        return reply(req, ledger.runOnce(req, () -> mutate(req)));
    }

    private static Bundle deadlinePassed(Request req) {
        long deadline = req.extras.getLong("deadline_at_ms", 0L);
        if (deadline <= 0L) {
            return Replies.error(req.requestId, "INVALID_REQUEST");
        }
        if (System.currentTimeMillis() >= deadline) {
            return Replies.error(req.requestId, "DEADLINE_EXCEEDED");
        }
        return null;
    }

    /** Large batches go to the work service; the worker reports back through the provider's ResultReceiver. */
    private Bundle startArchiving(Request req) throws JSONException {
        JSONArray ids = req.args.optJSONArray("document_ids");
        if (!validIds(ids)) {
            return Replies.error(req.requestId, "INVALID_ARGS");
        }
        return startOperation(req, WorkRequest.KIND_ARCHIVE);
    }

    private static boolean validIds(JSONArray ids) {
        if (ids == null || ids.length() == 0 || ids.length() > MAX_DOCUMENTS) {
            return false;
        }
        for (int i = 0; i < ids.length(); i++) {
            if (!DocumentStore.isId(ids.optString(i))) {
                return false;
            }
        }
        return true;
    }

    private Bundle confirm(Request req) throws JSONException {
        String token = req.resumeToken();
        boolean deleting = "delete_archive".equals(req.tool.name);
        if (token == null) {
            String fresh = resumeTokens.open(PROVIDER_ID, ResumeTokens.KIND_CONFIRM, req, req.tool.title + ": " + req.args.optString("archive"));
            return Replies.needsUser(req.requestId, "USER_ACTION_REQUIRED", resolution(deleting, fresh), fresh);
        }
        switch (resumeTokens.consume(PROVIDER_ID, ResumeTokens.KIND_CONFIRM, token, req)) {
            case ResumeTokens.GRANTED:
                return null;
            case ResumeTokens.PENDING:
                return Replies.needsUser(req.requestId, "USER_ACTION_REQUIRED", resolution(deleting, token), token);
            case ResumeTokens.DENIED:
                return Replies.error(req.requestId, "USER_CANCELLED");
            default:
                return Replies.error(req.requestId, "INVALID_REQUEST");
        }
    }

    /** Deletions are approved in the QuillMark Approver companion; restores on this device's own screen. */
    private android.app.PendingIntent resolution(boolean deleting, String token) {
        if (deleting) {
            return ReviewIntents.approver(getContext(), PROVIDER_ID, token);
        }
        return ReviewIntents.restore(getContext(), PROVIDER_ID, token);
    }

    private Ledger.Outcome mutate(Request req) throws Exception {
        JSONObject value = new JSONObject();
        switch (req.tool.name) {
            case "archive_documents": {
                JSONArray ids = req.args.optJSONArray("document_ids");
                if (!validIds(ids)) {
                    return Ledger.Outcome.error("INVALID_ARGS");
                }
                String name = shelf.archive(store, ids, req.args.optString("label", ""));
                if (name == null) {
                    return Ledger.Outcome.error("CONFLICT");
                }
                value.put("archive", name);
                value.put("documents", ids.length());
                return Ledger.Outcome.ok(value);
            }
            case "restore_archive": {
                int restored = shelf.restore(req.args.getString("archive"), store);
                if (restored < 0) {
                    return Ledger.Outcome.error("INVALID_ARGS");
                }
                value.put("restored", restored);
                return Ledger.Outcome.ok(value);
            }
            case "delete_archive":
                value.put("deleted", shelf.delete(req.args.getString("archive")));
                return Ledger.Outcome.ok(value);
            case "set_retention": {
                int days = req.args.getInt("days");
                if (days < 7 || days > 3650) {
                    return Ledger.Outcome.error("INVALID_ARGS");
                }
                settings.setRetentionDays(days);
                value.put("retention_days", days);
                value.put("cleanup_scheduled", CleanupJobService.schedule(getContext(), days, 60000L, "retention"));
                return Ledger.Outcome.ok(value);
            }
            default:
                return Ledger.Outcome.error("INTERNAL_ERROR");
        }
    }

    private Bundle listArchives(Request req) throws JSONException {
        JSONObject value = new JSONObject();
        value.put("archives", new JSONArray(shelf.names()));
        return Replies.inline(req.requestId, value);
    }

    /** Small archives inline; larger ones as a file result when large_results was negotiated. */
    private Bundle exportArchive(Request req) throws Exception {
        String name = req.args.getString("archive");
        File file = shelf.file(name);
        if (file == null) {
            return Replies.error(req.requestId, "INVALID_ARGS");
        }
        long size = file.length();
        if (size <= MAX_INLINE_RESULT_BYTES) {
            return Replies.inline(req.requestId, shelf.load(name));
        }
        if (!req.session.has("large_results")) {
            return Replies.error(req.requestId, "RESULT_TOO_LARGE");
        }
        String digest = shelf.sha256(file);
        ParcelFileDescriptor fd = shelf.descriptor(file);
        Bundle out = Replies.fileResult(req.requestId, "application/json", size, digest);
        out.putParcelable("result_fd", fd);
        return out;
    }
}
