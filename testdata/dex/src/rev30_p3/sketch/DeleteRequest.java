package com.example.r30p3;

import org.json.JSONObject;

final class DeleteRequest {
    String folder;
    boolean confirmed;

    static DeleteRequest parse(JSONObject args) {
        DeleteRequest r = new DeleteRequest();
        r.folder = args.optString("folder");
        r.confirmed = args.optBoolean("user_confirmed");
        return r;
    }
}
