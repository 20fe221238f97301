package com.fernhill.stockroom.core;

import android.os.Bundle;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * A v2 request parsed into a small tree: the envelope, the call (for execute_tool, get_operation and
 * cancel_operation) and one field node per top-level argument. Visitors walk it for validation, digests and
 * summaries.
 */
public final class RequestTree {

    public interface Visitor<R> {
        R visitEnvelope(Envelope envelope);

        R visitCall(Call call);

        R visitField(Field field);
    }

    public abstract static class Node {
        public abstract <R> R accept(Visitor<R> visitor);
    }

    public static final class Envelope extends Node {
        public final String method;
        public final int protocolVersion;
        public final String requestId;
        public final long deadlineAtMs;
        public final Call call;

        Envelope(String method, int protocolVersion, String requestId, long deadlineAtMs, Call call) {
            this.method = method;
            this.protocolVersion = protocolVersion;
            this.requestId = requestId;
            this.deadlineAtMs = deadlineAtMs;
            this.call = call;
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visitEnvelope(this);
        }
    }

    public static final class Call extends Node {
        public final String toolName;
        public final String operationId;
        public final String resumeToken;
        public final int argsBytes;
        public final String argsSha256;
        public final JSONObject args;
        public final List<Field> fields;

        Call(String toolName, String operationId, String resumeToken, int argsBytes, String argsSha256,
                JSONObject args, List<Field> fields) {
            this.toolName = toolName;
            this.operationId = operationId;
            this.resumeToken = resumeToken;
            this.argsBytes = argsBytes;
            this.argsSha256 = argsSha256;
            this.args = args;
            this.fields = fields;
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visitCall(this);
        }
    }

    public static final class Field extends Node {
        public final String name;
        public final Object value;

        Field(String name, Object value) {
            this.name = name;
            this.value = value;
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visitField(this);
        }
    }

    public final Envelope envelope;

    RequestTree(Envelope envelope) {
        this.envelope = envelope;
    }

    /** Reads the common fields (§4.1) and the method's own; args stay null when absent, oversized or not JSON. */
    public static RequestTree parse(String method, Bundle in, int maxRequestBytes) {
        Call call = null;
        if ("execute_tool".equals(method)) {
            String text = in.getString("args");
            byte[] bytes = (text == null ? "{}" : text).getBytes(StandardCharsets.UTF_8);
            JSONObject args = null;
            List<Field> fields = new ArrayList<>();
            if (bytes.length <= maxRequestBytes) {
                args = parseObject(bytes);
            }
            if (args != null) {
                Iterator<String> keys = args.keys();
                while (keys.hasNext()) {
                    String key = keys.next();
                    fields.add(new Field(key, args.opt(key)));
                }
            }
            call = new Call(in.getString("tool_name"), null, in.getString("resume_token"), bytes.length,
                    Tokens.sha256(bytes), args, Collections.unmodifiableList(fields));
        } else if ("get_operation".equals(method) || "cancel_operation".equals(method)) {
            call = new Call(null, in.getString("operation_id"), null, 0, null, null,
                    Collections.<Field>emptyList());
        }
        return new RequestTree(new Envelope(method, in.getInt("protocol_version", 0), in.getString("request_id"),
                in.getLong("deadline_at_ms", 0L), call));
    }

    private static JSONObject parseObject(byte[] bytes) {
        try {
            return new JSONObject(new String(bytes, StandardCharsets.UTF_8));
        } catch (JSONException e) {
            return null;
        }
    }
}
