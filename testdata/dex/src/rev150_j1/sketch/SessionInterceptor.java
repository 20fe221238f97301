package com.kestrel.ledger.pipeline;

import org.json.JSONException;

/** Every v2 method but negotiate needs the v2 envelope and the caller's own live session. */
public final class SessionInterceptor implements Interceptor {
    private final Sessions sessions;

    public SessionInterceptor(Sessions sessions) {
        this.sessions = sessions;
    }

    @Override
    public Response intercept(Chain chain) throws JSONException {
        Request request = chain.request();
        if (Request.NEGOTIATE.equals(request.method())) {
            return chain.proceed(request);
        }
        if (request.extras().getInt("protocol_version", 0) != 2 || request.requestId() == null) {
            return Response.error(request, "INVALID_REQUEST", "protocol_version 2 and a request_id are required",
                    false);
        }
        String token = request.extras().getString("session_token");
        Sessions.Session session = sessions.admit(token, request.uid(), System.currentTimeMillis());
        if (session == null) {
            return Response.error(request, "NEGOTIATION_REQUIRED", "Negotiate a session first", true);
        }
        return chain.proceed(request.withSession(session));
    }
}
