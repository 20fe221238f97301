package com.scanbox.cetp;

/** Names and limits of the ClawSeed External Tool Protocol, version 2. */
public final class Cetp {
    private Cetp() {}

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

    public static final String EXTRA_TICKET = "com.scanbox.extra.TICKET";

    public static final long SESSION_TTL_MS = 30L * 60L * 1000L;
    public static final long CONFIRMATION_TTL_MS = 10L * 60L * 1000L;
    public static final int MAX_ARGS_BYTES = 65536;
}
