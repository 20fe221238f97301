package com.kestrel.ledger.pipeline;

import org.json.JSONException;

/**
 * One step of a provider's call() pipeline. An interceptor looks at the request, may answer it itself, or hands a
 * request (the same one, or a copy made with a withX method) to the rest of the chain and may look at the answer.
 */
public interface Interceptor {
    Response intercept(Chain chain) throws JSONException;

    /** The rest of the pipeline, as one interceptor sees it. */
    interface Chain {
        Request request();

        Response proceed(Request request) throws JSONException;
    }
}
