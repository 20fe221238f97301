package com.fernhill.stockroom.core;

import java.util.UUID;
import java.util.regex.Pattern;

/** Checks a parsed request (§4.1): returns the §5 error code of the first problem, or null. */
public final class EnvelopeValidator implements RequestTree.Visitor<String> {
    private static final Pattern TOOL_NAME = Pattern.compile("[a-z][a-z0-9_]{0,63}");
    private static final Pattern OPERATION_ID = Pattern.compile("op_[0-9a-z_]{1,64}");
    private static final int MAX_DEPTH_FIELDS = 32;

    private final int maxRequestBytes;

    public EnvelopeValidator(int maxRequestBytes) {
        this.maxRequestBytes = maxRequestBytes;
    }

    @Override
    public String visitEnvelope(RequestTree.Envelope envelope) {
        if (envelope.protocolVersion != 2 || envelope.deadlineAtMs <= 0L || !isUuid(envelope.requestId)) {
            return "INVALID_REQUEST";
        }
        return envelope.call == null ? null : envelope.call.accept(this);
    }

    @Override
    public String visitCall(RequestTree.Call call) {
        if (call.argsSha256 == null) {
            return call.operationId != null && OPERATION_ID.matcher(call.operationId).matches()
                    ? null : "INVALID_REQUEST";
        }
        if (call.toolName == null || !TOOL_NAME.matcher(call.toolName).matches()) {
            return "TOOL_NOT_FOUND";
        }
        if (call.argsBytes > maxRequestBytes) {
            return "INVALID_REQUEST";
        }
        if (call.args == null || call.fields.size() > MAX_DEPTH_FIELDS) {
            return "INVALID_ARGS";
        }
        for (RequestTree.Field field : call.fields) {
            String problem = field.accept(this);
            if (problem != null) {
                return problem;
            }
        }
        return null;
    }

    @Override
    public String visitField(RequestTree.Field field) {
        Object v = field.value;
        if (v instanceof String && ((String) v).length() > 4096) {
            return "INVALID_ARGS";
        }
        return null;
    }

    private static boolean isUuid(String id) {
        if (id == null || id.length() != 36) {
            return false;
        }
        try {
            UUID.fromString(id);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }
}
