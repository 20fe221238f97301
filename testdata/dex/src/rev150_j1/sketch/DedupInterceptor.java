package com.kestrel.ledger.pipeline;

import com.kestrel.ledger.data.LedgerDb;
import com.kestrel.ledger.tools.ToolRegistry;
import com.kestrel.ledger.tools.Tokens;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * Mutations run once per (caller, provider, request_id): the outcome of a finished one is kept in the database for
 * the idempotency window and answered again; a second arrival while the first runs gets CONFLICT.
 */
public final class DedupInterceptor implements Interceptor {
    private final LedgerDb db;
    private final String provider;
    private final Set<String> running = ConcurrentHashMap.newKeySet();

    public DedupInterceptor(LedgerDb db, String provider) {
        this.db = db;
        this.provider = provider;
    }

    @Override
    public Response intercept(Chain chain) throws JSONException {
        Request request = chain.request();
        if (!request.isExecute() || !ToolRegistry.mutates(provider, request.toolName())) {
            return chain.proceed(request);
        }
        String key = Tokens.sha256Hex(request.uid() + "\n" + provider + "\n" + request.requestId());
        JSONObject earlier = db.outcome(key, System.currentTimeMillis() - LedgerDb.IDEMPOTENCY_WINDOW_MS);
        if (earlier != null) {
            if (!request.toolName().equals(earlier.optString("tool"))
                    || !request.argsDigest().equals(earlier.optString("digest"))) {
                return Response.error(request, "INVALID_REQUEST", "This request_id belongs to another call", false);
            }
            return Response.success(request, earlier.optString("data"));
        }
        if (!running.add(key)) {
            return Response.error(request, "CONFLICT", "This request is already running", true);
        }
        try {
            Response response = chain.proceed(request);
            if (response.isSuccess()) {
                db.recordOutcome(key, request.toolName(), request.argsDigest(), response.data(),
                        System.currentTimeMillis());
            }
            return response;
        } finally {
            running.remove(key);
        }
    }
}
