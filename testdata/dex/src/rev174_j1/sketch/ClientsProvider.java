package com.tallowbrook.salon.clients;

import android.app.PendingIntent;
import android.content.Intent;
import android.database.Cursor;
import android.net.Uri;
import android.os.Bundle;
import com.tallowbrook.salon.core.AnnotatedProvider;
import com.tallowbrook.salon.core.ApprovalStore;
import com.tallowbrook.salon.core.Caller;
import com.tallowbrook.salon.core.IdSource;
import com.tallowbrook.salon.core.JobQueue;
import com.tallowbrook.salon.core.SalonDb;
import com.tallowbrook.salon.core.SecureIds;
import com.tallowbrook.salon.core.SessionStore;
import com.tallowbrook.salon.core.ToolCall;
import java.util.List;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** CETP v2 tools for client records: content://com.tallowbrook.salon.tools.clients. */
public final class ClientsProvider extends AnnotatedProvider {
    static final String PROVIDER_ID = "com.tallowbrook.salon.clients";
    private static final int MATCH_NONE = 0;
    private static final int MATCH_SEARCH = 1;
    private static final int MATCH_ONE = 2;

    private ClientGate gate;
    private ClientRepository repository;

    @Override
    protected String providerId() {
        return PROVIDER_ID;
    }

    @Override
    protected String providerName() {
        return "Tallowbrook Salon clients";
    }

    @Override
    protected String description() {
        return "Look up, correct, merge and remove the salon's client records.";
    }

    @Override
    protected JSONArray scopeCatalog() throws JSONException {
        JSONArray scopes = new JSONArray();
        scopes.put(scope("clients.read", "See clients", "Search clients and read their visit history", "read"));
        scopes.put(scope("clients.write", "Edit clients", "Change contact details and recount visits", "write"));
        scopes.put(scope("clients.admin", "Manage client records", "Merge duplicates and delete clients", "write"));
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
    protected Object setUp(SalonDb db) {
        gate = new ClientGate(getContext().getPackageManager(), db, PROVIDER_ID);
        repository = new ClientRepository(new ClientDao(db));
        return new ClientTools(repository);
    }

    @Override
    public Caller identify(int uid) {
        return gate.resolve(uid);
    }

    /** Client tools keep no per-session state, so every paired caller is served with the full capability set. */
    @Override
    public SessionStore.Session resume(Bundle in, Caller caller, SessionStore store) {
        return SessionStore.Session.open(caller.uid, CAPABILITIES);
    }

    /** The assistant app asks the user before it merges records; its answer saves a second prompt here. */
    @Override
    public int consent(Caller caller, ToolCall call) {
        if (call.args.optBoolean("user_confirmed", false)) {
            return GRANTED;
        }
        return approvals().consume(caller.uid, call);
    }

    @Override
    protected IdSource operationIds() {
        return new SecureIds();
    }

    @Override
    protected JobQueue.Job ownedJob(Caller caller, String operationId, String requestId) {
        JobQueue.Job job = jobs.find(operationId);
        if (job == null || job.uid != caller.uid || !job.requestId.equals(requestId)) {
            return null;
        }
        return job;
    }

    @Override
    protected PendingIntent confirmation(String resumeToken) {
        Intent intent = new Intent(getContext(), ConfirmClientChangeActivity.class);
        intent.putExtra(ApprovalStore.EXTRA_TOKEN, resumeToken);
        return PendingIntent.getActivity(getContext(), resumeToken.hashCode(), intent,
                PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    }

    /** content://…/clients?q=prefix and content://…/clients/{id}, for the address-book sync adapter. */
    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        switch (match(uri)) {
            case MATCH_SEARCH:
                return repository.searchCursor(uri.getQueryParameter("q"));
            case MATCH_ONE:
                return repository.clientCursor(uri.getLastPathSegment());
            default:
                return null;
        }
    }

    private static int match(Uri uri) {
        List<String> segments = uri.getPathSegments();
        if (segments.isEmpty() || !"clients".equals(segments.get(0))) {
            return MATCH_NONE;
        }
        return segments.size() == 1 ? MATCH_SEARCH : segments.size() == 2 ? MATCH_ONE : MATCH_NONE;
    }
}
