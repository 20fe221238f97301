package com.r5;

final class Request {
    final int uid;
    final String requestId;
    final String tool;

    Request(int uid, String requestId, String tool) {
        this.uid = uid;
        this.requestId = requestId;
        this.tool = tool;
    }

    String requestId() {
        return requestId;
    }

    String dedupKey() {
        return uid + "/" + requestId;
    }
}
