package com.quillbin.cetp;

import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The CETP v2 names Quillbin's two providers speak: methods, extras, error codes, limits and descriptor shapes. */
public final class Wire {
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
    public static final String CONFLICT = "CONFLICT";
    public static final String DEADLINE_EXCEEDED = "DEADLINE_EXCEEDED";
    public static final String RESULT_TOO_LARGE = "RESULT_TOO_LARGE";
    public static final String INTERNAL_ERROR = "INTERNAL_ERROR";

    public static final int MAX_REQUEST_BYTES = 65536;
    public static final int MAX_INLINE_RESULT_BYTES = 262144;
    public static final long SESSION_TTL_MS = 20L * 60L * 1000L;
    public static final long APPROVAL_TTL_MS = 5L * 60L * 1000L;
    public static final long IDEMPOTENCY_WINDOW_MS = 24L * 60L * 60L * 1000L;

    public static final String SCHEMA_DIALECT = "https://json-schema.org/draft/2020-12/schema";

    private Wire() {
    }

    /** A list_tools entry. Schemas are given as JSON text; every Quillbin tool is synchronous and closed-world. */
    public static JSONObject tool(String name, String title, String description, String scope, String effect,
            String risk, boolean destructive, String confirmation, String inputSchema, String outputSchema)
            throws JSONException {
        return new JSONObject()
                .put("name", name)
                .put("title", title)
                .put("description", description)
                .put("input_schema", new JSONObject(inputSchema))
                .put("output_schema", new JSONObject(outputSchema))
                .put("scopes", new JSONArray().put(scope))
                .put("annotations", new JSONObject()
                        .put("effect", effect)
                        .put("risk", risk)
                        .put("destructive", destructive)
                        .put("idempotent", "read".equals(effect))
                        .put("open_world", false)
                        .put("confirmation", confirmation)
                        .put("execution", "sync"));
    }

    public static JSONObject scope(String name, String title, String access) throws JSONException {
        return new JSONObject()
                .put("name", name)
                .put("title", title)
                .put("description", title)
                .put("access", access)
                .put("sensitivity", "personal");
    }
}
