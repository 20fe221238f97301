package com.kestrel.ledger.pipeline;

import com.kestrel.ledger.data.AuditWriter;
import org.json.JSONException;

/** Records every tool execution that got this far: caller, tool, request id and outcome (spec 7.2). */
public final class AuditInterceptor implements Interceptor {
    private final AuditWriter audit;
    private final String provider;

    public AuditInterceptor(AuditWriter audit, String provider) {
        this.audit = audit;
        this.provider = provider;
    }

    @Override
    public Response intercept(Chain chain) throws JSONException {
        Request request = chain.request();
        if (!request.isExecute()) {
            return chain.proceed(request);
        }
        Response response = chain.proceed(request);
        String caller = request.caller() == null ? null : request.caller().packageName();
        String outcome = response.isSuccess() ? "ok" : response.errorCode();
        audit.record(request.uid(), caller, provider, request.toolName(), request.requestId(), outcome);
        return response;
    }
}
