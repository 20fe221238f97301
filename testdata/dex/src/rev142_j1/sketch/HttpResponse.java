package com.quaywire.net;

/** Status and body of an answered request. */
public final class HttpResponse {
    public final int status;
    public final String body;

    public HttpResponse(int status, String body) {
        this.status = status;
        this.body = body;
    }
}
