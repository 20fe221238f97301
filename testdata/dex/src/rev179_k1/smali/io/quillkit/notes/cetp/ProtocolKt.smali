.class public final Lio/quillkit/notes/cetp/ProtocolKt;
.super Ljava/lang/Object;
.source "Protocol.kt"


# static fields
.field public static final MAX_INLINE_RESULT_BYTES:I = 0x40000

.field public static final MAX_REQUEST_BYTES:I = 0x10000

.field private static final NAME:Lkotlin/text/Regex;

.field private static final V2_METHODS:Ljava/util/Set;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    .line 29
    const/4 v0, 0x6

    new-array v3, v0, [Ljava/lang/String;

    const-string v2, "negotiate"

    const/4 v1, 0x0

    aput-object v2, v3, v1

    const-string v2, "get_provider_info"

    const/4 v1, 0x1

    aput-object v2, v3, v1

    const-string v2, "list_tools"

    const/4 v1, 0x2

    aput-object v2, v3, v1

    const-string v2, "execute_tool"

    const/4 v1, 0x3

    aput-object v2, v3, v1

    const-string v2, "get_operation"

    const/4 v1, 0x4

    aput-object v2, v3, v1

    const-string v2, "cancel_operation"

    const/4 v1, 0x5

    aput-object v2, v3, v1

    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v0

    sput-object v0, Lio/quillkit/notes/cetp/ProtocolKt;->V2_METHODS:Ljava/util/Set;

    .line 99
    new-instance v0, Lkotlin/text/Regex;

    const-string v2, "[a-z0-9][a-z0-9_-]{0,31}"

    invoke-direct {v0, v2}, Lkotlin/text/Regex;-><init>(Ljava/lang/String;)V

    sput-object v0, Lio/quillkit/notes/cetp/ProtocolKt;->NAME:Lkotlin/text/Regex;

    return-void
.end method

.method public static final decodeArgs(Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 6

    const-string v1, "text"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 91
    sget-object v1, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {p0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    const-string v2, "getBytes(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    array-length v0, v0

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_0

    new-instance v0, Lio/quillkit/notes/cetp/ToolFailure$BadArgs;

    const-string v2, "args"

    invoke-direct {v0, v2}, Lio/quillkit/notes/cetp/ToolFailure$BadArgs;-><init>(Ljava/lang/String;)V

    check-cast v0, Lio/quillkit/notes/cetp/ToolFailure;

    invoke-static {v0}, Lio/quillkit/notes/cetp/ProtocolKt;->fail(Lio/quillkit/notes/cetp/ToolFailure;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    .line 93
    :cond_0
    :try_start_0
    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3, p0}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 94
    :catch_0
    move-exception v4

    .line 95
    new-instance v0, Lio/quillkit/notes/cetp/ToolFailure$BadArgs;

    const-string v2, "args"

    invoke-direct {v0, v2}, Lio/quillkit/notes/cetp/ToolFailure$BadArgs;-><init>(Ljava/lang/String;)V

    check-cast v0, Lio/quillkit/notes/cetp/ToolFailure;

    invoke-static {v0}, Lio/quillkit/notes/cetp/ProtocolKt;->fail(Lio/quillkit/notes/cetp/ToolFailure;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    .line 92
    :goto_0
    return-object v3
.end method

.method public static final errorBundle(Ljava/lang/String;Lio/quillkit/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 7

    const-string v1, "code"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "message"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 32
    new-instance v3, Landroid/os/Bundle;

    invoke-direct {v3}, Landroid/os/Bundle;-><init>()V

    .line 33
    const-string v1, "status"

    const-string v2, "error"

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 34
    invoke-virtual {p1}, Lio/quillkit/notes/cetp/ErrorCode;->name()Ljava/lang/String;

    move-result-object v2

    const-string v1, "error_code"

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 35
    const-string v1, "error_message"

    invoke-virtual {v3, v1, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 36
    invoke-virtual {p1}, Lio/quillkit/notes/cetp/ErrorCode;->getRetryable()Z

    move-result v2

    const-string v1, "retryable"

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V

    .line 37
    const-string v1, "protocol_version"

    const/4 v2, 0x2

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 38
    if-eqz p0, :cond_0

    const-string v1, "request_id"

    invoke-virtual {v3, v1, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 39
    :cond_0
    return-object v3
.end method

.method public static final fail(Lio/quillkit/notes/cetp/ToolFailure;)Ljava/lang/Void;
    .registers 3

    const-string v1, "failure"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 87
    new-instance v0, Lio/quillkit/notes/cetp/ToolException;

    invoke-direct {v0, p0}, Lio/quillkit/notes/cetp/ToolException;-><init>(Lio/quillkit/notes/cetp/ToolFailure;)V

    throw v0
.end method

.method public static final getArgsText(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 3

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 56
    const-string v1, "args"

    invoke-virtual {p0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, "{}"

    :cond_0
    return-object v0
.end method

.method public static final getDeadlineAtMs(Landroid/os/Bundle;)J
    .registers 5

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 54
    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {p0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v0

    return-wide v0
.end method

.method public static final getProtocolVersion(Landroid/os/Bundle;)I
    .registers 4

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 52
    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {p0, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    return v0
.end method

.method public static final getRequestId(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 3

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 53
    const-string v1, "request_id"

    invoke-virtual {p0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static final getResumeToken(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 3

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 57
    const-string v1, "resume_token"

    invoke-virtual {p0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static final getSessionToken(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 3

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 58
    const-string v1, "session_token"

    invoke-virtual {p0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static final getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 3

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 55
    const-string v1, "tool_name"

    invoke-virtual {p0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, ""

    :cond_0
    return-object v0
.end method

.method public static final getV2_METHODS()Ljava/util/Set;
    .registers 1

    .line 29
    sget-object v0, Lio/quillkit/notes/cetp/ProtocolKt;->V2_METHODS:Ljava/util/Set;

    return-object v0
.end method

.method public static final inlineResult(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 4

    const-string v1, "requestId"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "value"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 115
    new-instance v1, Lio/quillkit/notes/cetp/ProtocolKt$$ExternalSyntheticLambda0;

    invoke-direct {v1, p1}, Lio/quillkit/notes/cetp/ProtocolKt$$ExternalSyntheticLambda0;-><init>(Lorg/json/JSONObject;)V

    invoke-static {v1}, Lio/quillkit/notes/core/JsonKt;->buildJson(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p0, v1}, Lio/quillkit/notes/cetp/ProtocolKt;->successBundle(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    .line 118
    return-object v0
.end method

.method public static final inlineResult$lambda$0(Lorg/json/JSONObject;Lio/quillkit/notes/core/JsonBuilder;)Lkotlin/Unit;
    .registers 5

    const-string v1, "$this$buildJson"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 116
    const-string v1, "kind"

    const-string v2, "inline"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 117
    const-string v1, "value"

    invoke-virtual {p1, v1, p0}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 118
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final name(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    .registers 6

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 103
    const-string v2, ""

    invoke-virtual {p0, p1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 104
    sget-object v0, Lio/quillkit/notes/cetp/ProtocolKt;->NAME:Lkotlin/text/Regex;

    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v1, v3

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Lkotlin/text/Regex;->matches(Ljava/lang/CharSequence;)Z

    move-result v0

    if-nez v0, :cond_0

    new-instance v0, Lio/quillkit/notes/cetp/ToolFailure$BadArgs;

    invoke-direct {v0, p1}, Lio/quillkit/notes/cetp/ToolFailure$BadArgs;-><init>(Ljava/lang/String;)V

    check-cast v0, Lio/quillkit/notes/cetp/ToolFailure;

    invoke-static {v0}, Lio/quillkit/notes/cetp/ProtocolKt;->fail(Lio/quillkit/notes/cetp/ToolFailure;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    .line 105
    :cond_0
    return-object v3
.end method

.method public static final successBundle(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 6

    const-string v1, "requestId"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "data"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 43
    new-instance v3, Landroid/os/Bundle;

    invoke-direct {v3}, Landroid/os/Bundle;-><init>()V

    .line 44
    const-string v1, "status"

    const-string v2, "success"

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 45
    const-string v1, "protocol_version"

    const/4 v2, 0x2

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 46
    const-string v1, "request_id"

    invoke-virtual {v3, v1, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 47
    invoke-virtual {p1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 48
    return-object v3
.end method

.method public static final text(Lorg/json/JSONObject;Ljava/lang/String;I)Ljava/lang/String;
    .registers 7

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 109
    const-string v2, ""

    invoke-virtual {p0, p1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 110
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v0, v3

    check-cast v0, Ljava/lang/CharSequence;

    invoke-interface {v0}, Ljava/lang/CharSequence;->length()I

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_1

    invoke-virtual {v3}, Ljava/lang/String;->length()I

    move-result v0

    if-le v0, p2, :cond_2

    :cond_1
    new-instance v0, Lio/quillkit/notes/cetp/ToolFailure$BadArgs;

    invoke-direct {v0, p1}, Lio/quillkit/notes/cetp/ToolFailure$BadArgs;-><init>(Ljava/lang/String;)V

    check-cast v0, Lio/quillkit/notes/cetp/ToolFailure;

    invoke-static {v0}, Lio/quillkit/notes/cetp/ProtocolKt;->fail(Lio/quillkit/notes/cetp/ToolFailure;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    .line 111
    :cond_2
    return-object v3
.end method

.method public static final toBundle(Lio/quillkit/notes/cetp/ToolFailure;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 6

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "requestId"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 79
    invoke-virtual {p0}, Lio/quillkit/notes/cetp/ToolFailure;->getCode()Lio/quillkit/notes/cetp/ErrorCode;

    move-result-object v1

    invoke-virtual {p0}, Lio/quillkit/notes/cetp/ToolFailure;->getMessage()Ljava/lang/String;

    move-result-object v2

    invoke-static {p1, v1, v2}, Lio/quillkit/notes/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lio/quillkit/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    .line 80
    instance-of v0, p0, Lio/quillkit/notes/cetp/ToolFailure$NeedsConfirmation;

    if-eqz v0, :cond_0

    .line 81
    move-object v2, p0

    check-cast v2, Lio/quillkit/notes/cetp/ToolFailure$NeedsConfirmation;

    invoke-virtual {v2}, Lio/quillkit/notes/cetp/ToolFailure$NeedsConfirmation;->getResolution()Landroid/app/PendingIntent;

    move-result-object v2

    check-cast v2, Landroid/os/Parcelable;

    const-string v1, "resolution"

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 82
    move-object v2, p0

    check-cast v2, Lio/quillkit/notes/cetp/ToolFailure$NeedsConfirmation;

    invoke-virtual {v2}, Lio/quillkit/notes/cetp/ToolFailure$NeedsConfirmation;->getResumeToken()Ljava/lang/String;

    move-result-object v2

    const-string v1, "resume_token"

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 84
    :cond_0
    return-object v3
.end method
