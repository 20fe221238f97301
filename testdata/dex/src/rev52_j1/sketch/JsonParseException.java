package com.google.gson;

public class JsonParseException extends RuntimeException {
    public JsonParseException(Throwable cause) {
        super(cause);
    }
}
