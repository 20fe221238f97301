package com.tallyhouse.cetp;

import android.app.PendingIntent;

/** Protocol names and app constants; classes pick them up by implementing this interface. */
public interface CetpKeys {
    int PROTOCOL_VERSION = 2;
    int MAX_REQUEST_BYTES = 65536;
    int MAX_INLINE_RESULT_BYTES = 262144;
    long SESSION_TTL_MS = 60L * 60L * 1000L;
    long CONFIRM_TTL_MS = 10L * 60L * 1000L;

    String METHOD_NEGOTIATE = "negotiate";
    String METHOD_PROVIDER_INFO = "get_provider_info";
    String METHOD_LIST_TOOLS = "list_tools";
    String METHOD_EXECUTE_TOOL = "execute_tool";
    String METHOD_GET_OPERATION = "get_operation";

    String KEY_STATUS = "status";
    String KEY_DATA = "data";
    String KEY_PROTOCOL_VERSION = "protocol_version";
    String KEY_REQUEST_ID = "request_id";
    String KEY_SESSION_TOKEN = "session_token";
    String KEY_DEADLINE_AT_MS = "deadline_at_ms";
    String KEY_TOOL_NAME = "tool_name";
    String KEY_ARGS = "args";
    String KEY_RESUME_TOKEN = "resume_token";
    String KEY_OPERATION_ID = "operation_id";
    String KEY_RESOLUTION = "resolution";
    String KEY_CONSUMER_VERSIONS = "consumer_versions";
    String KEY_CONSUMER_CAPABILITIES = "consumer_capabilities";

    String SCREEN_VOID_INVOICE = "void_invoice";
    String SCREEN_SEND_REMINDER = "send_reminder";
    String SCREEN_PURGE_CLIENT = "purge_client";
    String SCREEN_MERGE_CLIENTS = "merge_clients";

    String ACTION_REVIEW = "com.tallyhouse.action.REVIEW_REQUEST";
    String EXTRA_SCREEN = "com.tallyhouse.extra.SCREEN";
    String EXTRA_RESUME_TOKEN = "com.tallyhouse.extra.RESUME_TOKEN";
    String EXTRA_SUMMARY = "com.tallyhouse.extra.SUMMARY";

    /** Resolution PendingIntents: the provider's own screen, nobody may fill in the Intent. */
    int RESOLUTION_FLAGS = PendingIntent.FLAG_UPDATE_CURRENT | PendingIntent.FLAG_IMMUTABLE;
    /** From the v1 merge screen, which handed the merged fields back through the Intent. */
    int LEGACY_RESOLUTION_FLAGS = PendingIntent.FLAG_UPDATE_CURRENT;

    String TOPIC_AUDIT = "audit";
    String TOPIC_VOID_INVOICE = "invoice.void";
    String TOPIC_PURGE_CLIENT = "client.purge";
}
