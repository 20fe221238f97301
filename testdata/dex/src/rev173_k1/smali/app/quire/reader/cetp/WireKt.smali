.class public final Lapp/quire/reader/cetp/WireKt;
.super Ljava/lang/Object;
.source "Wire.kt"


# static fields
.field public static final APP_ID:Ljava/lang/String; = "app.quire.reader"

.field public static final ASYNC:Ljava/lang/String; = "async_operations"

.field public static final CANCELLATION:Ljava/lang/String; = "cancellation"

.field public static final LARGE_RESULTS:Ljava/lang/String; = "large_results"

.field public static final MAX_INLINE_BYTES:I = 0x40000

.field public static final MAX_REQUEST_BYTES:I = 0x10000

.field public static final TAG:Ljava/lang/String; = "QuireTools"

.field private static final V2_METHODS:Ljava/util/Set;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    .line 14
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

    sput-object v0, Lapp/quire/reader/cetp/WireKt;->V2_METHODS:Ljava/util/Set;

    return-void
.end method

.method public static final errorReply(Ljava/lang/String;Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 6

    const-string v0, "code"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "message"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 57
    const-string v0, "error"

    invoke-static {p0, v0}, Lapp/quire/reader/cetp/WireKt;->reply(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    .line 58
    invoke-virtual {p1}, Lapp/quire/reader/cetp/ErrorCode;->name()Ljava/lang/String;

    move-result-object v1

    const-string v0, "error_code"

    invoke-virtual {v2, v0, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 59
    const-string v0, "error_message"

    invoke-virtual {v2, v0, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 60
    invoke-virtual {p1}, Lapp/quire/reader/cetp/ErrorCode;->getRetryable()Z

    move-result v1

    const-string v0, "retryable"

    invoke-virtual {v2, v0, v1}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V

    .line 61
    return-object v2
.end method

.method public static final getV2_METHODS()Ljava/util/Set;
    .registers 1

    .line 14
    sget-object v0, Lapp/quire/reader/cetp/WireKt;->V2_METHODS:Ljava/util/Set;

    return-object v0
.end method

.method public static final parseArgs(Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 6

    const-string v1, "raw"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 79
    move-object v3, p0

    sget-object v0, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v3, v0}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    const-string v2, "getBytes(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    array-length v0, v0

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_0

    const/4 v0, 0x0

    goto :goto_2

    :cond_0
    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    .line 81
    const/4 v3, 0x0

    .line 79
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0, p0}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v4

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v4}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    :goto_0
    invoke-static {v3}, Lkotlin/Result;->isFailure-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v0, 0x0

    goto :goto_1

    :cond_1
    move-object v0, v3

    :goto_1
    check-cast v0, Lorg/json/JSONObject;

    :goto_2
    return-object v0
.end method

.method public static final problem(Lapp/quire/reader/cetp/Envelope;)Landroid/os/Bundle;
    .registers 5

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 72
    invoke-virtual {p0}, Lapp/quire/reader/cetp/Envelope;->getProtocolVersion()I

    move-result v0

    const/4 v1, 0x2

    if-eq v0, v1, :cond_0

    invoke-virtual {p0}, Lapp/quire/reader/cetp/Envelope;->getRequestId()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lapp/quire/reader/cetp/ErrorCode;->INVALID_REQUEST:Lapp/quire/reader/cetp/ErrorCode;

    const-string v2, "protocol_version must be 2."

    invoke-static {v0, v1, v2}, Lapp/quire/reader/cetp/WireKt;->errorReply(Ljava/lang/String;Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 73
    :cond_0
    invoke-virtual {p0}, Lapp/quire/reader/cetp/Envelope;->getRequestId()Ljava/lang/String;

    move-result-object v3

    check-cast v3, Ljava/lang/CharSequence;

    if-eqz v3, :cond_1

    invoke-static {v3}, Lkotlin/text/StringsKt;->isBlank(Ljava/lang/CharSequence;)Z

    move-result v0

    if-eqz v0, :cond_2

    :cond_1
    const/4 v0, 0x1

    goto :goto_0

    :cond_2
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_3

    sget-object v1, Lapp/quire/reader/cetp/ErrorCode;->INVALID_REQUEST:Lapp/quire/reader/cetp/ErrorCode;

    const/4 v0, 0x0

    const-string v2, "request_id is required."

    invoke-static {v0, v1, v2}, Lapp/quire/reader/cetp/WireKt;->errorReply(Ljava/lang/String;Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 74
    :cond_3
    const/4 v0, 0x0

    .line 75
    :goto_1
    return-object v0
.end method

.method public static final reply(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 6

    const-string v1, "status"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 49
    new-instance v3, Landroid/os/Bundle;

    invoke-direct {v3}, Landroid/os/Bundle;-><init>()V

    .line 50
    const-string v1, "status"

    invoke-virtual {v3, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 51
    const-string v1, "protocol_version"

    const/4 v2, 0x2

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 52
    if-eqz p0, :cond_0

    const-string v1, "request_id"

    invoke-virtual {v3, v1, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 53
    :cond_0
    return-object v3
.end method

.method public static final successReply(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 5

    const-string v0, "requestId"

    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "data"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 65
    const-string v0, "success"

    invoke-static {p0, v0}, Lapp/quire/reader/cetp/WireKt;->reply(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    .line 66
    invoke-virtual {p1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "data"

    invoke-virtual {v2, v0, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 67
    return-object v2
.end method
