package com.wr;

/** What a tool answers: a status, the resume token when the user must confirm, and a request id for the logs. */
public final class Reply {
    final String status;
    final String token;
    final String requestId;

    Reply(String status, String token, String requestId) {
        this.status = status;
        this.token = token;
        this.requestId = requestId;
    }
}
