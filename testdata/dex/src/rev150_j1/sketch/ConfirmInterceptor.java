package com.kestrel.ledger.pipeline;

import android.content.Context;
import com.kestrel.ledger.tools.ConfirmScreen;
import com.kestrel.ledger.tools.PendingConfirmations;
import com.kestrel.ledger.tools.ToolHandler;
import com.kestrel.ledger.tools.ToolRegistry;
import com.kestrel.ledger.tools.Tokens;
import org.json.JSONException;

/**
 * Provider-side confirmation. A tool that asks for a screen stops here with USER_ACTION_REQUIRED (the screen's
 * resolution and a fresh resume token); the resumed call runs on only when the user approved that same call.
 */
public class ConfirmInterceptor implements Interceptor {
    protected final Context context;
    protected final PendingConfirmations pending;
    protected final String provider;

    public ConfirmInterceptor(Context context, PendingConfirmations pending, String provider) {
        this.context = context;
        this.pending = pending;
        this.provider = provider;
    }

    @Override
    public Response intercept(Chain chain) throws JSONException {
        Request request = chain.request();
        if (!request.isExecute()) {
            return chain.proceed(request);
        }
        ToolHandler tool = ToolRegistry.find(provider, request.toolName());
        ConfirmScreen screen = tool == null ? null : tool.confirmation(request);
        if (screen == null) {
            return chain.proceed(request);
        }
        String token = request.resumeToken();
        if (token == null) {
            return ask(request, tool, screen);
        }
        PendingConfirmations.Pending answer = redeem(token, request);
        if (answer == null) {
            return Response.error(request, "INVALID_REQUEST", "resume_token does not belong to this call", false);
        }
        if (!answer.answered()) {
            return Response.error(request, "CONFLICT", "The confirmation has not been answered yet", true);
        }
        if (!answer.approved()) {
            return Response.error(request, "USER_CANCELLED", "The user declined this in Kestrel Ledger", false);
        }
        return chain.proceed(request);
    }

    private Response ask(Request request, ToolHandler tool, ConfirmScreen screen) throws JSONException {
        String token = Tokens.random(32);
        long expiresAt = System.currentTimeMillis() + PendingConfirmations.TTL_MS;
        String approvalKey = pending.open(token, new PendingConfirmations.Pending(request.uid(), request.toolName(),
                request.requestId(), request.argsDigest(), tool.summary(request), expiresAt));
        return Response.userAction(request, screen.resolution(context, approvalKey), token);
    }

    /**
     * The confirmation token resumes, when it was opened for this very call by this caller and has not expired;
     * else null. An answered confirmation is spent here.
     */
    protected PendingConfirmations.Pending redeem(String token, Request request) {
        PendingConfirmations.Pending found = pending.find(token);
        if (found == null || found.uid != request.uid() || !found.tool.equals(request.toolName())
                || !found.requestId.equals(request.requestId()) || !found.argsDigest.equals(request.argsDigest())) {
            return null;
        }
        if (System.currentTimeMillis() > found.expiresAt) {
            pending.spend(token);
            return null;
        }
        if (found.answered()) {
            pending.spend(token);
        }
        return found;
    }
}
