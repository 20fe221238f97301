package com.google.gson;

public final class JsonSyntaxException extends JsonParseException {
    public JsonSyntaxException(Throwable cause) {
        super(cause);
    }
}
