package com.fieldnote.birding.cetp;

import android.os.Bundle;

/** One call() of the protocol, parsed from the method name and extras; a {@link Visitor} answers it. */
public abstract class Command {
    /** One answer per kind of command. */
    public interface Visitor<R> {
        R visit(Negotiate command);

        R visit(ProviderInfo command);

        R visit(ListTools command);

        R visit(ExecuteTool command);

        R visit(Operation command);

        R visit(Unknown command);
    }

    public final Bundle extras;

    Command(Bundle extras) {
        this.extras = extras;
    }

    public abstract <R> R accept(Visitor<R> visitor);

    public static Command parse(String method, Bundle extras) {
        Bundle in = extras == null ? new Bundle() : extras;
        switch (method == null ? "" : method) {
            case "negotiate":
                return new Negotiate(in);
            case "get_provider_info":
                return new ProviderInfo(in);
            case "list_tools":
                return new ListTools(in);
            case "execute_tool":
                return new ExecuteTool(in);
            case "get_operation":
            case "cancel_operation":
                return new Operation(in, method);
            default:
                return new Unknown(in, method);
        }
    }

    public static final class Negotiate extends Command {
        public final int[] versions;
        public final String capabilities;

        Negotiate(Bundle in) {
            super(in);
            versions = in.getIntArray("consumer_versions");
            capabilities = in.getString("consumer_capabilities", "[]");
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    /** Every v2 method but negotiate: the protocol version, the session and the request id. */
    public abstract static class InSession extends Command {
        public final int protocolVersion;
        public final String sessionToken;
        public final String requestId;

        InSession(Bundle in) {
            super(in);
            protocolVersion = in.getInt("protocol_version", 0);
            sessionToken = in.getString("session_token");
            requestId = in.getString("request_id");
        }
    }

    public static final class ProviderInfo extends InSession {
        ProviderInfo(Bundle in) {
            super(in);
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    public static final class ListTools extends InSession {
        ListTools(Bundle in) {
            super(in);
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    public static final class ExecuteTool extends InSession {
        public final String toolName;
        public final String args;
        public final String resumeToken;

        ExecuteTool(Bundle in) {
            super(in);
            toolName = in.getString("tool_name");
            args = in.getString("args", "{}");
            resumeToken = in.getString("resume_token");
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    /** get_operation and cancel_operation: background operations, which these providers do not offer. */
    public static final class Operation extends InSession {
        public final String method;

        Operation(Bundle in, String method) {
            super(in);
            this.method = method;
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }

    public static final class Unknown extends Command {
        public final String method;
        public final String requestId;

        Unknown(Bundle in, String method) {
            super(in);
            this.method = method;
            this.requestId = in.getString("request_id");
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }
    }
}
