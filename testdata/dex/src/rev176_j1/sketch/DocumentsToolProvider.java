package com.quillmark.docs.documents;

import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import android.util.Log;
import com.quillmark.docs.core.Caller;
import com.quillmark.docs.core.Ledger;
import com.quillmark.docs.core.Replies;
import com.quillmark.docs.core.Request;
import com.quillmark.docs.core.ResumeTokens;
import com.quillmark.docs.core.ReviewIntents;
import com.quillmark.docs.core.ToolProviderBase;
import com.quillmark.docs.core.ToolSpec;
import com.quillmark.docs.core.Tokens;
import com.quillmark.docs.work.WorkRequest;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** CETP v2 tools over the user's documents: list, read, rename, delete, reindex. */
public final class DocumentsToolProvider extends ToolProviderBase {
    static final String PROVIDER_ID = "com.quillmark.docs.documents";
    private static final int MAX_TITLE = 200;

    private DocumentCallers callers;
    private DocumentStore store;

    @Override
    protected String providerId() {
        return PROVIDER_ID;
    }

    @Override
    protected String providerName() {
        return "QuillMark Documents";
    }

    @Override
    protected String description() {
        return "Find, read, rename and delete the documents kept in QuillMark.";
    }

    @Override
    protected JSONArray scopeCatalog() throws JSONException {
        JSONArray scopes = new JSONArray();
        scopes.put(scope("docs.read", "Read documents", "List documents and read their text", "read"));
        scopes.put(scope("docs.write", "Change documents", "Rename, delete and reindex documents", "write"));
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
        store = DocumentStore.get(getContext());
        return Arrays.asList(
                ToolSpec.named("list_documents")
                        .title("List documents", "List documents, newest first, optionally by title prefix.")
                        .scopes("docs.read")
                        .input("{\"type\":\"object\",\"properties\":{\"title_prefix\":{\"type\":\"string\",\"maxLength\":100},"
                                + "\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":100}},\"additionalProperties\":false}")
                        .output("{\"type\":\"object\",\"properties\":{\"documents\":{\"type\":\"array\",\"items\":{\"type\":\"object\"}}},"
                                + "\"required\":[\"documents\"]}")
                        .build(),
                ToolSpec.named("read_document")
                        .title("Read a document", "Return one document's title and text.")
                        .scopes("docs.read")
                        .input("{\"type\":\"object\",\"properties\":{\"document_id\":{\"type\":\"string\",\"pattern\":\"^d_[0-9a-f]{16}$\"}},"
                                + "\"required\":[\"document_id\"],\"additionalProperties\":false}")
                        .output("{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"string\"},\"title\":{\"type\":\"string\"},"
                                + "\"text\":{\"type\":\"string\"}},\"required\":[\"id\",\"text\"]}")
                        .build(),
                ToolSpec.named("rename_document")
                        .title("Rename a document", "Change a document's title.")
                        .effect("update", "moderate", "provider_policy")
                        .idempotent()
                        .scopes("docs.write")
                        .input("{\"type\":\"object\",\"properties\":{\"document_id\":{\"type\":\"string\"},"
                                + "\"title\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":200}},"
                                + "\"required\":[\"document_id\",\"title\"],\"additionalProperties\":false}")
                        .output("{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"string\"},\"title\":{\"type\":\"string\"}},"
                                + "\"required\":[\"id\",\"title\"]}")
                        .build(),
                ToolSpec.named("delete_document")
                        .title("Delete a document", "Delete a document permanently. The user confirms each deletion.")
                        .effect("delete", "high", "always")
                        .destructive()
                        .scopes("docs.write")
                        .input("{\"type\":\"object\",\"properties\":{\"document_id\":{\"type\":\"string\"}},"
                                + "\"required\":[\"document_id\"],\"additionalProperties\":false}")
                        .output("{\"type\":\"object\",\"properties\":{\"deleted\":{\"type\":\"boolean\"}},\"required\":[\"deleted\"]}")
                        .build(),
                ToolSpec.named("reindex_documents")
                        .title("Reindex documents", "Re-read every document's size into the index.")
                        .effect("update", "low", "never")
                        .idempotent()
                        .async()
                        .scopes("docs.write")
                        .output("{\"type\":\"object\",\"properties\":{\"documents\":{\"type\":\"integer\"}},\"required\":[\"documents\"]}")
                        .build());
    }

    @Override
    protected Caller identify(int uid, Bundle extras) {
        if (callers == null) {
            callers = new DocumentCallers(getContext().getPackageManager(), settings);
        }
        return callers.resolve(uid, extras);
    }

    /**
     * A paired app without docs.write is sent to the pairing screen, which can grant it; read scopes are granted
     * only when the app is paired in QuillMark's settings.
     */
    @Override
    protected Bundle missingScope(Request req) throws Exception {
        if (req.tool.isRead()) {
            return super.missingScope(req);
        }
        long deadline = req.extras.getLong("deadline_at_ms", 0L);
        if (deadline <= 0L || System.currentTimeMillis() >= deadline) {
            return Replies.error(req.requestId, deadline <= 0L ? "INVALID_REQUEST" : "DEADLINE_EXCEEDED");
        }
        String token = req.resumeToken();
        if (token != null) {
            switch (resumeTokens.consume(PROVIDER_ID, ResumeTokens.KIND_GRANT, token, req)) {
                case ResumeTokens.PENDING:
                    return Replies.needsUser(req.requestId, "AUTH_REQUIRED",
                            ReviewIntents.pairing(getContext(), PROVIDER_ID, token), token);
                case ResumeTokens.DENIED:
                    return Replies.error(req.requestId, "USER_CANCELLED");
                case ResumeTokens.GRANTED:
                    return Replies.error(req.requestId, "PERMISSION_DENIED");
                default:
                    return Replies.error(req.requestId, "INVALID_REQUEST");
            }
        }
        List<String> missing = new ArrayList<>();
        for (String scope : req.tool.scopes) {
            if (!req.caller.holds(scope)) {
                missing.add(scope);
            }
        }
        String fresh = resumeTokens.open(PROVIDER_ID, ResumeTokens.KIND_GRANT, req, String.join(",", missing));
        return Replies.needsUser(req.requestId, "AUTH_REQUIRED", ReviewIntents.pairing(getContext(), PROVIDER_ID, fresh),
                fresh);
    }

    @Override
    protected Bundle executeTool(Request req) throws Exception {
        if (req.tool.isRead()) {
            return "read_document".equals(req.tool.name) ? readDocument(req) : listDocuments(req);
        }
        long deadline = req.extras.getLong("deadline_at_ms", 0L);
        if (deadline <= 0L) {
            return Replies.error(req.requestId, "INVALID_REQUEST");
        }
        if (System.currentTimeMillis() >= deadline) {
            return Replies.error(req.requestId, "DEADLINE_EXCEEDED");
        }
        String token = req.resumeToken();
        if (token != null && redeemedGrant(req, token)) {
            token = null;
        }
        if (req.tool.needsConfirmation()) {
            Bundle pending = confirm(req, token);
            if (pending != null) {
                return pending;
            }
            if (System.currentTimeMillis() >= deadline) {
                return Replies.error(req.requestId, "DEADLINE_EXCEEDED");
            }
        }
        if (req.tool.async && req.session.has("async_operations")) {
            return startOperation(req, WorkRequest.KIND_REINDEX);
        }
        return reply(req, ledger.runOnce(req, () -> mutate(req)));
    }

    /** A token from the pairing screen has done its job once the scope is held: it is redeemed (removed) here. */
    private boolean redeemedGrant(Request req, String token) {
        return resumeTokens.consume(PROVIDER_ID, ResumeTokens.KIND_GRANT, token, req) == ResumeTokens.GRANTED;
    }

    /** null when the user already approved this exact call; otherwise the answer that asks (or refuses). */
    private Bundle confirm(Request req, String token) throws JSONException {
        if (token == null) {
            String fresh = resumeTokens.open(PROVIDER_ID, ResumeTokens.KIND_CONFIRM, req, summarize(req));
            return Replies.needsUser(req.requestId, "USER_ACTION_REQUIRED",
                    ReviewIntents.removal(getContext(), PROVIDER_ID, fresh), fresh);
        }
        switch (resumeTokens.consume(PROVIDER_ID, ResumeTokens.KIND_CONFIRM, token, req)) {
            case ResumeTokens.GRANTED:
                return null;
            case ResumeTokens.PENDING:
                return Replies.needsUser(req.requestId, "USER_ACTION_REQUIRED",
                        ReviewIntents.removal(getContext(), PROVIDER_ID, token), token);
            case ResumeTokens.DENIED:
                return Replies.error(req.requestId, "USER_CANCELLED");
            default:
                return Replies.error(req.requestId, "INVALID_REQUEST");
        }
    }

    private String summarize(Request req) {
        String id = req.args.optString("document_id");
        JSONObject row = store.row(id);
        return row == null ? id : "\"" + row.optString("title") + "\" (" + id + ", "
                + row.optLong("size_bytes") + " bytes)";
    }

    private Ledger.Outcome mutate(Request req) throws Exception {
        String id = req.args.optString("document_id");
        JSONObject value = new JSONObject();
        switch (req.tool.name) {
            case "rename_document": {
                String title = req.args.getString("title").trim();
                if (title.isEmpty() || title.length() > MAX_TITLE || !DocumentStore.isId(id)) {
                    return Ledger.Outcome.error("INVALID_ARGS");
                }
                if (!store.rename(id, title)) {
                    return Ledger.Outcome.error("CONFLICT");
                }
                value.put("id", id);
                value.put("title", title);
                return Ledger.Outcome.ok(value);
            }
            case "delete_document":
                if (!DocumentStore.isId(id)) {
                    return Ledger.Outcome.error("INVALID_ARGS");
                }
                value.put("deleted", store.delete(id));
                return Ledger.Outcome.ok(value);
            case "reindex_documents":
                value.put("documents", store.reindex());
                return Ledger.Outcome.ok(value);
            default:
                return Ledger.Outcome.error("INTERNAL_ERROR");
        }
    }

    private Bundle listDocuments(Request req) throws JSONException {
        int limit = req.args.optInt("limit", 20);
        JSONArray list = new JSONArray();
        for (JSONObject row : store.list(req.args.optString("title_prefix", ""), Math.max(1, Math.min(limit, 100)))) {
            JSONObject item = new JSONObject();
            item.put("id", row.optString("id"));
            item.put("title", row.optString("title"));
            item.put("size_bytes", row.optLong("size_bytes"));
            list.put(item);
        }
        JSONObject value = new JSONObject();
        value.put("documents", list);
        return Replies.inline(req.requestId, value);
    }

    /** Small documents come back inline; large ones through a pipe that a writer thread fills. */
    private Bundle readDocument(Request req) throws Exception {
        String id = req.args.getString("document_id");
        JSONObject row = DocumentStore.isId(id) ? store.row(id) : null;
        byte[] text = row == null ? null : store.read(id);
        if (text == null) {
            return Replies.error(req.requestId, "INVALID_ARGS");
        }
        JSONObject value = new JSONObject();
        value.put("id", id);
        value.put("title", row.optString("title"));
        value.put("text", new String(text, StandardCharsets.UTF_8));
        byte[] encoded = value.toString().getBytes(StandardCharsets.UTF_8);
        if (encoded.length <= MAX_INLINE_RESULT_BYTES) {
            return Replies.inline(req.requestId, value);
        }
        if (!req.session.has("large_results")) {
            return Replies.error(req.requestId, "RESULT_TOO_LARGE");
        }
        ParcelFileDescriptor[] pipe = ParcelFileDescriptor.createPipe();
        ParcelFileDescriptor sink = pipe[1];
        new Thread(() -> pump(sink, encoded), "quillmark-pipe").start();
        Bundle out = Replies.fileResult(req.requestId, "application/json", encoded.length, Tokens.sha256(encoded));
        out.putParcelable("result_fd", pipe[0]);
        return out;
    }

    private static void pump(ParcelFileDescriptor sink, byte[] bytes) {
        OutputStream out = new ParcelFileDescriptor.AutoCloseOutputStream(sink);
        try {
            out.write(bytes);
        } catch (IOException e) {
            Log.w(TAG, "reader went away", e);
        } finally {
            try {
                out.close();
            } catch (IOException ignored) {
                // nothing left to do
            }
        }
    }
}
