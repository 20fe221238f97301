.class public final Lcom/quillbin/cetp/Wire;
.super Ljava/lang/Object;
.source "Wire.java"


# static fields
.field public static final APPROVAL_TTL_MS:J = 0x493e0L

.field public static final ARGS:Ljava/lang/String; = "args"

.field public static final CONFLICT:Ljava/lang/String; = "CONFLICT"

.field public static final CONSUMER_CAPABILITIES:Ljava/lang/String; = "consumer_capabilities"

.field public static final CONSUMER_VERSIONS:Ljava/lang/String; = "consumer_versions"

.field public static final DATA:Ljava/lang/String; = "data"

.field public static final DEADLINE_AT_MS:Ljava/lang/String; = "deadline_at_ms"

.field public static final DEADLINE_EXCEEDED:Ljava/lang/String; = "DEADLINE_EXCEEDED"

.field public static final ERROR_CODE:Ljava/lang/String; = "error_code"

.field public static final ERROR_MESSAGE:Ljava/lang/String; = "error_message"

.field public static final EXECUTE_TOOL:Ljava/lang/String; = "execute_tool"

.field public static final GET_PROVIDER_INFO:Ljava/lang/String; = "get_provider_info"

.field public static final IDEMPOTENCY_WINDOW_MS:J = 0x5265c00L

.field public static final INTERNAL_ERROR:Ljava/lang/String; = "INTERNAL_ERROR"

.field public static final INVALID_ARGS:Ljava/lang/String; = "INVALID_ARGS"

.field public static final INVALID_REQUEST:Ljava/lang/String; = "INVALID_REQUEST"

.field public static final LARGE_RESULTS:Ljava/lang/String; = "large_results"

.field public static final LIST_TOOLS:Ljava/lang/String; = "list_tools"

.field public static final MAX_INLINE_RESULT_BYTES:I = 0x40000

.field public static final MAX_REQUEST_BYTES:I = 0x10000

.field public static final METHOD_NOT_FOUND:Ljava/lang/String; = "METHOD_NOT_FOUND"

.field public static final NEGOTIATE:Ljava/lang/String; = "negotiate"

.field public static final NEGOTIATION_REQUIRED:Ljava/lang/String; = "NEGOTIATION_REQUIRED"

.field public static final PERMISSION_DENIED:Ljava/lang/String; = "PERMISSION_DENIED"

.field public static final PROTOCOL_VERSION:Ljava/lang/String; = "protocol_version"

.field public static final REQUEST_ID:Ljava/lang/String; = "request_id"

.field public static final RESOLUTION:Ljava/lang/String; = "resolution"

.field public static final RESULT_FD:Ljava/lang/String; = "result_fd"

.field public static final RESULT_TOO_LARGE:Ljava/lang/String; = "RESULT_TOO_LARGE"

.field public static final RESUME_TOKEN:Ljava/lang/String; = "resume_token"

.field public static final RETRYABLE:Ljava/lang/String; = "retryable"

.field public static final SCHEMA_DIALECT:Ljava/lang/String; = "https://json-schema.org/draft/2020-12/schema"

.field public static final SESSION_TOKEN:Ljava/lang/String; = "session_token"

.field public static final SESSION_TTL_MS:J = 0x124f80L

.field public static final STATUS:Ljava/lang/String; = "status"

.field public static final TOOL_NAME:Ljava/lang/String; = "tool_name"

.field public static final TOOL_NOT_FOUND:Ljava/lang/String; = "TOOL_NOT_FOUND"

.field public static final UNSUPPORTED_VERSION:Ljava/lang/String; = "UNSUPPORTED_VERSION"

.field public static final USER_ACTION_REQUIRED:Ljava/lang/String; = "USER_ACTION_REQUIRED"

.field public static final USER_CANCELLED:Ljava/lang/String; = "USER_CANCELLED"

.field public static final VERSION:I = 0x2


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 56
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 57
    return-void
.end method

.method public static scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 81
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 82
    const-string v1, "name"

    invoke-virtual {v0, v1, p0}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 83
    const-string v1, "title"

    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 84
    const-string v1, "description"

    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 85
    const-string v1, "access"

    invoke-virtual {v0, v1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 86
    const-string v1, "sensitivity"

    const-string v2, "personal"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 81
    return-object v0
.end method

.method public static tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 15
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 63
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 64
    const-string v1, "name"

    invoke-virtual {v0, v1, p0}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 65
    const-string v1, "title"

    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 66
    const-string v1, "description"

    invoke-virtual {v0, v1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2, p8}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 67
    const-string v1, "input_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2, p9}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 68
    const-string v1, "output_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V

    .line 69
    invoke-virtual {v2, p3}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v2

    const-string v1, "scopes"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    .line 71
    const-string v3, "effect"

    invoke-virtual {v2, v3, p4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 72
    const-string v3, "risk"

    invoke-virtual {v2, v3, p5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 73
    const-string v3, "destructive"

    invoke-virtual {v2, v3, p6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    .line 74
    const-string v4, "read"

    invoke-virtual {v4, p4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    const-string v3, "idempotent"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    .line 75
    const-string v3, "open_world"

    const/4 v4, 0x0

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    .line 76
    const-string v3, "confirmation"

    invoke-virtual {v2, v3, p7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 77
    const-string v3, "execution"

    const-string v4, "sync"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 70
    const-string v1, "annotations"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 63
    return-object v0
.end method
