package com.fc;

/** The error half of a reply, filled by a block before it is written out. */
final class ErrorSpec {
    private String code = "INTERNAL_ERROR";
    private String message = "Something went wrong";

    void setCode(String code) {
        this.code = code;
    }

    void setMessage(String message) {
        this.message = message;
    }

    String code() {
        return code;
    }

    String message() {
        return message;
    }
}
