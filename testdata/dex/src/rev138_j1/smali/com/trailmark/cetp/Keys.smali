.class public final Lcom/trailmark/cetp/Keys;
.super Ljava/lang/Object;
.source "Keys.java"


# static fields
.field public static final ARGS:Ljava/lang/String; = "args"

.field public static final CAP_LARGE_RESULTS:Ljava/lang/String; = "large_results"

.field public static final CONSUMER_CAPABILITIES:Ljava/lang/String; = "consumer_capabilities"

.field public static final CONSUMER_VERSIONS:Ljava/lang/String; = "consumer_versions"

.field public static final DATA:Ljava/lang/String; = "data"

.field public static final DEADLINE_AT_MS:Ljava/lang/String; = "deadline_at_ms"

.field public static final DIALECT:Ljava/lang/String; = "https://json-schema.org/draft/2020-12/schema"

.field public static final ERROR_CODE:Ljava/lang/String; = "error_code"

.field public static final ERROR_MESSAGE:Ljava/lang/String; = "error_message"

.field public static final E_DEADLINE_EXCEEDED:Ljava/lang/String; = "DEADLINE_EXCEEDED"

.field public static final E_INTERNAL:Ljava/lang/String; = "INTERNAL_ERROR"

.field public static final E_INVALID_ARGS:Ljava/lang/String; = "INVALID_ARGS"

.field public static final E_INVALID_REQUEST:Ljava/lang/String; = "INVALID_REQUEST"

.field public static final E_METHOD_NOT_FOUND:Ljava/lang/String; = "METHOD_NOT_FOUND"

.field public static final E_NEGOTIATION_REQUIRED:Ljava/lang/String; = "NEGOTIATION_REQUIRED"

.field public static final E_PERMISSION_DENIED:Ljava/lang/String; = "PERMISSION_DENIED"

.field public static final E_RESULT_TOO_LARGE:Ljava/lang/String; = "RESULT_TOO_LARGE"

.field public static final E_TOOL_NOT_FOUND:Ljava/lang/String; = "TOOL_NOT_FOUND"

.field public static final E_UNSUPPORTED_VERSION:Ljava/lang/String; = "UNSUPPORTED_VERSION"

.field public static final E_USER_ACTION_REQUIRED:Ljava/lang/String; = "USER_ACTION_REQUIRED"

.field public static final E_USER_CANCELLED:Ljava/lang/String; = "USER_CANCELLED"

.field public static final IDEMPOTENCY_WINDOW_MS:J = 0x5265c00L

.field public static final MAX_INLINE_RESULT_BYTES:I = 0x40000

.field public static final MAX_REQUEST_BYTES:I = 0x10000

.field public static final M_EXECUTE:Ljava/lang/String; = "execute_tool"

.field public static final M_LIST_TOOLS:Ljava/lang/String; = "list_tools"

.field public static final M_NEGOTIATE:Ljava/lang/String; = "negotiate"

.field public static final M_PROVIDER_INFO:Ljava/lang/String; = "get_provider_info"

.field public static final PROTOCOL_VERSION:Ljava/lang/String; = "protocol_version"

.field public static final REQUEST_ID:Ljava/lang/String; = "request_id"

.field public static final RESOLUTION:Ljava/lang/String; = "resolution"

.field public static final RESULT_FD:Ljava/lang/String; = "result_fd"

.field public static final RESUME_TOKEN:Ljava/lang/String; = "resume_token"

.field public static final RETRYABLE:Ljava/lang/String; = "retryable"

.field public static final SESSION_TOKEN:Ljava/lang/String; = "session_token"

.field public static final SESSION_TTL_MS:J = 0x1b7740L

.field public static final STATUS:Ljava/lang/String; = "status"

.field public static final TICKET_TTL_MS:J = 0x927c0L

.field public static final TOOL_NAME:Ljava/lang/String; = "tool_name"

.field public static final V2:I = 0x2


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 55
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 56
    return-void
.end method

.method public static scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 85
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 86
    const-string v1, "name"

    invoke-virtual {v0, v1, p0}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 87
    const-string v1, "title"

    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 88
    const-string v1, "description"

    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 89
    const-string v1, "access"

    invoke-virtual {v0, v1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 90
    const-string v1, "sensitivity"

    invoke-virtual {v0, v1, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 85
    return-object v0
.end method

.method public static tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 65
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 66
    const-string v1, "effect"

    invoke-virtual {v0, v1, p4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 67
    const-string v1, "risk"

    invoke-virtual {v0, v1, p5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 68
    const-string v1, "destructive"

    invoke-virtual {v0, v1, p6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 69
    const-string v2, "read"

    invoke-virtual {v2, p4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    const-string v1, "idempotent"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 70
    const-string v1, "open_world"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 71
    const-string v1, "confirmation"

    invoke-virtual {v0, v1, p7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 72
    const-string v1, "execution"

    const-string v2, "sync"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    .line 73
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 74
    const-string v1, "name"

    invoke-virtual {v0, v1, p0}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 75
    const-string v1, "title"

    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 76
    const-string v1, "description"

    invoke-virtual {v0, v1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2, p8}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 77
    const-string v1, "input_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2, p9}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 78
    const-string v1, "output_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V

    .line 79
    invoke-virtual {v2, p3}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v2

    const-string v1, "scopes"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 80
    const-string v1, "annotations"

    invoke-virtual {v0, v1, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 73
    return-object v0
.end method
