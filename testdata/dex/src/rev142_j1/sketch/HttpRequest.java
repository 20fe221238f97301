package com.quaywire.net;

import java.util.LinkedHashMap;
import java.util.Map;

/** A request to the Quaywire Desk API, built fluently. */
public final class HttpRequest {
    public final String method;
    public final String path;
    public final String body;
    public final Map<String, String> headers = new LinkedHashMap<>();
    public int timeoutMs = 15000;

    private HttpRequest(String method, String path, String body) {
        this.method = method;
        this.path = path;
        this.body = body;
    }

    public static HttpRequest get(String path) {
        return new HttpRequest("GET", path, null);
    }

    public static HttpRequest post(String path, String json) {
        return new HttpRequest("POST", path, json);
    }

    public static HttpRequest delete(String path) {
        return new HttpRequest("DELETE", path, null);
    }

    public HttpRequest header(String name, String value) {
        headers.put(name, value);
        return this;
    }

    public HttpRequest timeout(long millis) {
        timeoutMs = (int) Math.max(1L, Math.min(millis, 60000L));
        return this;
    }
}
