package com.dr;

/** One execute_tool call as the provider read it. */
final class Request {
    final int uid;
    final String requestId;
    final String resumeToken;

    Request(int uid, String requestId, String resumeToken) {
        this.uid = uid;
        this.requestId = requestId;
        this.resumeToken = resumeToken;
    }
}
