package com.keyholder.cetp;

/** Names and limits of CETP v2 as Keyholder's two tool providers use them. */
public final class Cetp {
    public static final int PROTOCOL_VERSION = 2;

    public static final String METHOD_NEGOTIATE = "negotiate";
    public static final String METHOD_PROVIDER_INFO = "get_provider_info";
    public static final String METHOD_LIST_TOOLS = "list_tools";
    public static final String METHOD_EXECUTE_TOOL = "execute_tool";

    public static final String KEY_CONSUMER_VERSIONS = "consumer_versions";
    public static final String KEY_PROTOCOL_VERSION = "protocol_version";
    public static final String KEY_SESSION_TOKEN = "session_token";
    public static final String KEY_REQUEST_ID = "request_id";
    public static final String KEY_DEADLINE_AT_MS = "deadline_at_ms";
    public static final String KEY_TOOL_NAME = "tool_name";
    public static final String KEY_ARGS = "args";
    public static final String KEY_RESUME_TOKEN = "resume_token";
    public static final String KEY_RESOLUTION = "resolution";
    public static final String KEY_STATUS = "status";
    public static final String KEY_DATA = "data";

    public static final String EXTRA_RESUME_TOKEN = "com.keyholder.extra.RESUME_TOKEN";
    public static final String ACTION_CONFIRM_PIN = "com.keyholder.action.CONFIRM_PIN";
    public static final String ACTION_APPROVE_GRANT = "com.keyholder.action.APPROVE_GRANT";

    public static final int MAX_REQUEST_BYTES = 65536;
    public static final long SESSION_TTL_MS = 30L * 60L * 1000L;
    public static final long CONFIRM_TTL_MS = 10L * 60L * 1000L;

    private Cetp() {
    }
}
