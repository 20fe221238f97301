package com.hearthlink.cetp;

/** CETP v2 names and numbers as Hearthlink's tool providers use them. */
public final class Keys {
    public static final int V2 = 2;

    public static final String M_NEGOTIATE = "negotiate";
    public static final String M_PROVIDER_INFO = "get_provider_info";
    public static final String M_LIST_TOOLS = "list_tools";
    public static final String M_EXECUTE = "execute_tool";

    public static final String STATUS = "status";
    public static final String DATA = "data";
    public static final String PROTOCOL_VERSION = "protocol_version";
    public static final String REQUEST_ID = "request_id";
    public static final String SESSION_TOKEN = "session_token";
    public static final String DEADLINE_AT_MS = "deadline_at_ms";
    public static final String TOOL_NAME = "tool_name";
    public static final String ARGS = "args";
    public static final String RESUME_TOKEN = "resume_token";
    public static final String RESOLUTION = "resolution";
    public static final String ERROR_CODE = "error_code";
    public static final String ERROR_MESSAGE = "error_message";
    public static final String RETRYABLE = "retryable";
    public static final String CONSUMER_VERSIONS = "consumer_versions";
    public static final String CONSUMER_CAPABILITIES = "consumer_capabilities";

    public static final String E_UNSUPPORTED_VERSION = "UNSUPPORTED_VERSION";
    public static final String E_NEGOTIATION_REQUIRED = "NEGOTIATION_REQUIRED";
    public static final String E_USER_ACTION_REQUIRED = "USER_ACTION_REQUIRED";
    public static final String E_USER_CANCELLED = "USER_CANCELLED";
    public static final String E_PERMISSION_DENIED = "PERMISSION_DENIED";
    public static final String E_TOOL_NOT_FOUND = "TOOL_NOT_FOUND";
    public static final String E_METHOD_NOT_FOUND = "METHOD_NOT_FOUND";
    public static final String E_INVALID_ARGS = "INVALID_ARGS";
    public static final String E_INVALID_REQUEST = "INVALID_REQUEST";
    public static final String E_CONFLICT = "CONFLICT";
    public static final String E_RATE_LIMITED = "RATE_LIMITED";
    public static final String E_DEADLINE_EXCEEDED = "DEADLINE_EXCEEDED";
    public static final String E_UNAVAILABLE = "UNAVAILABLE";
    public static final String E_INTERNAL = "INTERNAL_ERROR";

    public static final int MAX_REQUEST_BYTES = 65536;
    public static final int MAX_INLINE_RESULT_BYTES = 262144;
    public static final long SESSION_TTL_MS = 20L * 60L * 1000L;
    public static final long TICKET_TTL_MS = 5L * 60L * 1000L;
    public static final long IDEMPOTENCY_WINDOW_SECONDS = 86400L;

    public static final String DIALECT = "https://json-schema.org/draft/2020-12/schema";

    private Keys() {
    }
}
