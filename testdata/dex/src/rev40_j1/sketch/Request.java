package com.pillpoint.tools;

import org.json.JSONException;
import org.json.JSONObject;

/** One execute_tool request, read in call() on the Binder thread. */
public final class Request {
    public final int uid;
    public final String pkg;
    public final String tool;
    public final JSONObject args;
    public final String resumeToken;

    Request(Builder b) {
        this.uid = b.uid;
        this.pkg = b.pkg;
        this.tool = b.tool;
        this.args = b.args;
        this.resumeToken = b.resumeToken;
    }

    public static final class Builder {
        int uid;
        String pkg;
        String tool = "";
        JSONObject args = new JSONObject();
        String resumeToken;

        public Builder uid(int uid) {
            this.uid = uid;
            return this;
        }

        public Builder pkg(String pkg) {
            this.pkg = pkg;
            return this;
        }

        public Builder tool(String tool) {
            if (tool != null) this.tool = tool;
            return this;
        }

        public Builder args(String json) {
            try {
                this.args = new JSONObject(json != null ? json : "{}");
            } catch (JSONException e) {
                this.args = new JSONObject();
            }
            return this;
        }

        public Builder resumeToken(String token) {
            this.resumeToken = token;
            return this;
        }

        public Request build() {
            return new Request(this);
        }
    }
}
