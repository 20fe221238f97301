.class public interface abstract Lcom/tallyhouse/cetp/CetpKeys;
.super Ljava/lang/Object;
.source "CetpKeys.java"


# static fields
.field public static final ACTION_REVIEW:Ljava/lang/String; = "com.tallyhouse.action.REVIEW_REQUEST"

.field public static final CONFIRM_TTL_MS:J = 0x927c0L

.field public static final EXTRA_RESUME_TOKEN:Ljava/lang/String; = "com.tallyhouse.extra.RESUME_TOKEN"

.field public static final EXTRA_SCREEN:Ljava/lang/String; = "com.tallyhouse.extra.SCREEN"

.field public static final EXTRA_SUMMARY:Ljava/lang/String; = "com.tallyhouse.extra.SUMMARY"

.field public static final KEY_ARGS:Ljava/lang/String; = "args"

.field public static final KEY_CONSUMER_CAPABILITIES:Ljava/lang/String; = "consumer_capabilities"

.field public static final KEY_CONSUMER_VERSIONS:Ljava/lang/String; = "consumer_versions"

.field public static final KEY_DATA:Ljava/lang/String; = "data"

.field public static final KEY_DEADLINE_AT_MS:Ljava/lang/String; = "deadline_at_ms"

.field public static final KEY_OPERATION_ID:Ljava/lang/String; = "operation_id"

.field public static final KEY_PROTOCOL_VERSION:Ljava/lang/String; = "protocol_version"

.field public static final KEY_REQUEST_ID:Ljava/lang/String; = "request_id"

.field public static final KEY_RESOLUTION:Ljava/lang/String; = "resolution"

.field public static final KEY_RESUME_TOKEN:Ljava/lang/String; = "resume_token"

.field public static final KEY_SESSION_TOKEN:Ljava/lang/String; = "session_token"

.field public static final KEY_STATUS:Ljava/lang/String; = "status"

.field public static final KEY_TOOL_NAME:Ljava/lang/String; = "tool_name"

.field public static final LEGACY_RESOLUTION_FLAGS:I = 0x8000000

.field public static final MAX_INLINE_RESULT_BYTES:I = 0x40000

.field public static final MAX_REQUEST_BYTES:I = 0x10000

.field public static final METHOD_EXECUTE_TOOL:Ljava/lang/String; = "execute_tool"

.field public static final METHOD_GET_OPERATION:Ljava/lang/String; = "get_operation"

.field public static final METHOD_LIST_TOOLS:Ljava/lang/String; = "list_tools"

.field public static final METHOD_NEGOTIATE:Ljava/lang/String; = "negotiate"

.field public static final METHOD_PROVIDER_INFO:Ljava/lang/String; = "get_provider_info"

.field public static final PROTOCOL_VERSION:I = 0x2

.field public static final RESOLUTION_FLAGS:I = 0xc000000

.field public static final SCREEN_MERGE_CLIENTS:Ljava/lang/String; = "merge_clients"

.field public static final SCREEN_PURGE_CLIENT:Ljava/lang/String; = "purge_client"

.field public static final SCREEN_SEND_REMINDER:Ljava/lang/String; = "send_reminder"

.field public static final SCREEN_VOID_INVOICE:Ljava/lang/String; = "void_invoice"

.field public static final SESSION_TTL_MS:J = 0x36ee80L

.field public static final TOPIC_AUDIT:Ljava/lang/String; = "audit"

.field public static final TOPIC_PURGE_CLIENT:Ljava/lang/String; = "client.purge"

.field public static final TOPIC_VOID_INVOICE:Ljava/lang/String; = "invoice.void"
