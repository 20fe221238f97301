package com.keydrop.tools;

import org.json.JSONObject;

/** One execute_tool request, as call() read it on the Binder thread. */
public final class Request {
    public final int uid;
    public final String pkg;
    public final String tool;
    public final JSONObject args;
    public final String resume;

    Request(Builder b) {
        this.uid = b.uid;
        this.pkg = b.pkg;
        this.tool = b.tool;
        this.args = b.args;
        this.resume = b.resume;
    }

    public static final class Builder {
        int uid;
        String pkg;
        String tool;
        JSONObject args;
        String resume;

        public Builder uid(int uid) {
            this.uid = uid;
            return this;
        }

        public Builder pkg(String pkg) {
            this.pkg = pkg;
            return this;
        }

        public Builder tool(String tool) {
            this.tool = tool;
            return this;
        }

        public Builder args(JSONObject args) {
            this.args = args;
            return this;
        }

        public Builder resume(String token) {
            this.resume = token;
            return this;
        }

        public Request build() {
            return new Request(this);
        }
    }
}
