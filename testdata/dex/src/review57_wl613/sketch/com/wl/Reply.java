package com.wl;

final class Reply {
    final String status;
    final String token;

    Reply(String status, String token) {
        this.status = status;
        this.token = token;
    }

    boolean needsUser() {
        return "USER_ACTION_REQUIRED".equals(status);
    }
}
