.class public final Lcom/hearthlink/cetp/Keys;
.super Ljava/lang/Object;
.source "Keys.java"


# static fields
.field public static final ARGS:Ljava/lang/String; = "args"

.field public static final CONSUMER_CAPABILITIES:Ljava/lang/String; = "consumer_capabilities"

.field public static final CONSUMER_VERSIONS:Ljava/lang/String; = "consumer_versions"

.field public static final DATA:Ljava/lang/String; = "data"

.field public static final DEADLINE_AT_MS:Ljava/lang/String; = "deadline_at_ms"

.field public static final DIALECT:Ljava/lang/String; = "https://json-schema.org/draft/2020-12/schema"

.field public static final ERROR_CODE:Ljava/lang/String; = "error_code"

.field public static final ERROR_MESSAGE:Ljava/lang/String; = "error_message"

.field public static final E_CONFLICT:Ljava/lang/String; = "CONFLICT"

.field public static final E_DEADLINE_EXCEEDED:Ljava/lang/String; = "DEADLINE_EXCEEDED"

.field public static final E_INTERNAL:Ljava/lang/String; = "INTERNAL_ERROR"

.field public static final E_INVALID_ARGS:Ljava/lang/String; = "INVALID_ARGS"

.field public static final E_INVALID_REQUEST:Ljava/lang/String; = "INVALID_REQUEST"

.field public static final E_METHOD_NOT_FOUND:Ljava/lang/String; = "METHOD_NOT_FOUND"

.field public static final E_NEGOTIATION_REQUIRED:Ljava/lang/String; = "NEGOTIATION_REQUIRED"

.field public static final E_PERMISSION_DENIED:Ljava/lang/String; = "PERMISSION_DENIED"

.field public static final E_RATE_LIMITED:Ljava/lang/String; = "RATE_LIMITED"

.field public static final E_TOOL_NOT_FOUND:Ljava/lang/String; = "TOOL_NOT_FOUND"

.field public static final E_UNAVAILABLE:Ljava/lang/String; = "UNAVAILABLE"

.field public static final E_UNSUPPORTED_VERSION:Ljava/lang/String; = "UNSUPPORTED_VERSION"

.field public static final E_USER_ACTION_REQUIRED:Ljava/lang/String; = "USER_ACTION_REQUIRED"

.field public static final E_USER_CANCELLED:Ljava/lang/String; = "USER_CANCELLED"

.field public static final IDEMPOTENCY_WINDOW_SECONDS:J = 0x15180L

.field public static final MAX_INLINE_RESULT_BYTES:I = 0x40000

.field public static final MAX_REQUEST_BYTES:I = 0x10000

.field public static final M_EXECUTE:Ljava/lang/String; = "execute_tool"

.field public static final M_LIST_TOOLS:Ljava/lang/String; = "list_tools"

.field public static final M_NEGOTIATE:Ljava/lang/String; = "negotiate"

.field public static final M_PROVIDER_INFO:Ljava/lang/String; = "get_provider_info"

.field public static final PROTOCOL_VERSION:Ljava/lang/String; = "protocol_version"

.field public static final REQUEST_ID:Ljava/lang/String; = "request_id"

.field public static final RESOLUTION:Ljava/lang/String; = "resolution"

.field public static final RESUME_TOKEN:Ljava/lang/String; = "resume_token"

.field public static final RETRYABLE:Ljava/lang/String; = "retryable"

.field public static final SESSION_TOKEN:Ljava/lang/String; = "session_token"

.field public static final SESSION_TTL_MS:J = 0x124f80L

.field public static final STATUS:Ljava/lang/String; = "status"

.field public static final TICKET_TTL_MS:J = 0x493e0L

.field public static final TOOL_NAME:Ljava/lang/String; = "tool_name"

.field public static final V2:I = 0x2


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 51
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 52
    return-void
.end method
