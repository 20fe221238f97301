package com.inkbarrow.cetp;

/** Wire names, error codes and limits of CETP v2 as Inkbarrow's two tool providers use them. */
public final class Cetp {
    public static final int VERSION = 2;

    public static final String NEGOTIATE = "negotiate";
    public static final String GET_PROVIDER_INFO = "get_provider_info";
    public static final String LIST_TOOLS = "list_tools";
    public static final String EXECUTE_TOOL = "execute_tool";

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
    public static final String RESULT_FD = "result_fd";
    public static final String ERROR_CODE = "error_code";
    public static final String ERROR_MESSAGE = "error_message";
    public static final String RETRYABLE = "retryable";
    public static final String CONSUMER_VERSIONS = "consumer_versions";
    public static final String CONSUMER_CAPABILITIES = "consumer_capabilities";
    public static final String LARGE_RESULTS = "large_results";

    public static final String UNSUPPORTED_VERSION = "UNSUPPORTED_VERSION";
    public static final String NEGOTIATION_REQUIRED = "NEGOTIATION_REQUIRED";
    public static final String USER_ACTION_REQUIRED = "USER_ACTION_REQUIRED";
    public static final String USER_CANCELLED = "USER_CANCELLED";
    public static final String PERMISSION_DENIED = "PERMISSION_DENIED";
    public static final String TOOL_NOT_FOUND = "TOOL_NOT_FOUND";
    public static final String METHOD_NOT_FOUND = "METHOD_NOT_FOUND";
    public static final String INVALID_ARGS = "INVALID_ARGS";
    public static final String INVALID_REQUEST = "INVALID_REQUEST";
    public static final String DEADLINE_EXCEEDED = "DEADLINE_EXCEEDED";
    public static final String RESULT_TOO_LARGE = "RESULT_TOO_LARGE";
    public static final String INTERNAL_ERROR = "INTERNAL_ERROR";

    public static final String ACTION_CONFIRM = "com.inkbarrow.action.CONFIRM_TOOL_CALL";
    public static final String EXTRA_RESUME = "com.inkbarrow.extra.RESUME";

    public static final int MAX_REQUEST_BYTES = 65536;
    public static final int MAX_INLINE_RESULT_BYTES = 262144;
    public static final long SESSION_TTL_MS = 20L * 60L * 1000L;
    public static final long RESUME_TTL_MS = 5L * 60L * 1000L;
    public static final long IDEMPOTENCY_WINDOW_MS = 24L * 60L * 60L * 1000L;

    private Cetp() {
    }
}
