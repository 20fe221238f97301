.class public final Lcom/scanbox/cetp/Cetp;
.super Ljava/lang/Object;
.source "Cetp.java"


# static fields
.field public static final CONFIRMATION_TTL_MS:J = 0x927c0L

.field public static final EXTRA_TICKET:Ljava/lang/String; = "com.scanbox.extra.TICKET"

.field public static final KEY_ARGS:Ljava/lang/String; = "args"

.field public static final KEY_CONSUMER_VERSIONS:Ljava/lang/String; = "consumer_versions"

.field public static final KEY_DEADLINE_AT_MS:Ljava/lang/String; = "deadline_at_ms"

.field public static final KEY_PROTOCOL_VERSION:Ljava/lang/String; = "protocol_version"

.field public static final KEY_REQUEST_ID:Ljava/lang/String; = "request_id"

.field public static final KEY_RESUME_TOKEN:Ljava/lang/String; = "resume_token"

.field public static final KEY_SESSION_TOKEN:Ljava/lang/String; = "session_token"

.field public static final KEY_TOOL_NAME:Ljava/lang/String; = "tool_name"

.field public static final MAX_ARGS_BYTES:I = 0x10000

.field public static final METHOD_EXECUTE_TOOL:Ljava/lang/String; = "execute_tool"

.field public static final METHOD_LIST_TOOLS:Ljava/lang/String; = "list_tools"

.field public static final METHOD_NEGOTIATE:Ljava/lang/String; = "negotiate"

.field public static final METHOD_PROVIDER_INFO:Ljava/lang/String; = "get_provider_info"

.field public static final PROTOCOL_VERSION:I = 0x2

.field public static final SESSION_TTL_MS:J = 0x1b7740L


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method
