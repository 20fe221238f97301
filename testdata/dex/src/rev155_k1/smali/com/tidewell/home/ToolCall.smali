.class public final Lcom/tidewell/home/ToolCall;
.super Ljava/lang/Object;
.source "Protocol.kt"


# instance fields
.field private final argsDigest$delegate:Lkotlin/Lazy;

.field private final callerPackage:Ljava/lang/String;

.field private final extras:Landroid/os/Bundle;

.field private final providerId:Ljava/lang/String;

.field private final uid:I


# direct methods
.method public constructor <init>(ILjava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)V
    .registers 6

    const-string v0, "callerPackage"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "providerId"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "extras"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 38
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lcom/tidewell/home/ToolCall;->uid:I

    iput-object p2, p0, Lcom/tidewell/home/ToolCall;->callerPackage:Ljava/lang/String;

    iput-object p3, p0, Lcom/tidewell/home/ToolCall;->providerId:Ljava/lang/String;

    iput-object p4, p0, Lcom/tidewell/home/ToolCall;->extras:Landroid/os/Bundle;

    .line 42
    new-instance v0, Lcom/tidewell/home/ToolCall$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lcom/tidewell/home/ToolCall$$ExternalSyntheticLambda0;-><init>(Lcom/tidewell/home/ToolCall;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lcom/tidewell/home/ToolCall;->argsDigest$delegate:Lkotlin/Lazy;

    .line 38
    return-void
.end method

.method public static final argsDigest_delegate$lambda$0(Lcom/tidewell/home/ToolCall;)Ljava/lang/String;
    .registers 4

    .line 42
    iget-object v0, p0, Lcom/tidewell/home/ToolCall;->extras:Landroid/os/Bundle;

    invoke-static {v0}, Lcom/tidewell/home/ProtocolKt;->getRawArgs(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v2

    sget-object v0, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v2, v0}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    const-string v1, "getBytes(...)"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0}, Lcom/tidewell/home/TokensKt;->sha256Hex([B)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final args()Lorg/json/JSONObject;
    .registers 6

    .line 47
    move-object v2, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v2

    check-cast v0, Lcom/tidewell/home/ToolCall;

    move-object v3, v0

    .line 50
    const/4 v4, 0x0

    .line 47
    new-instance v0, Lorg/json/JSONObject;

    iget-object v1, v3, Lcom/tidewell/home/ToolCall;->extras:Landroid/os/Bundle;

    invoke-static {v1}, Lcom/tidewell/home/ProtocolKt;->getRawArgs(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

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
    move-object v2, v3

    invoke-static {v2}, Lkotlin/Result;->isFailure-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x0

    goto :goto_1

    :cond_0
    move-object v0, v2

    :goto_1
    check-cast v0, Lorg/json/JSONObject;

    return-object v0
.end method

.method public final getArgsDigest()Ljava/lang/String;
    .registers 3

    .line 42
    iget-object v1, p0, Lcom/tidewell/home/ToolCall;->argsDigest$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    return-object v0
.end method

.method public final getCallerPackage()Ljava/lang/String;
    .registers 2

    .line 38
    iget-object v0, p0, Lcom/tidewell/home/ToolCall;->callerPackage:Ljava/lang/String;

    return-object v0
.end method

.method public final getDeadlineAtMs()J
    .registers 3

    .line 41
    iget-object v0, p0, Lcom/tidewell/home/ToolCall;->extras:Landroid/os/Bundle;

    invoke-static {v0}, Lcom/tidewell/home/ProtocolKt;->getDeadlineAtMs(Landroid/os/Bundle;)J

    move-result-wide v0

    return-wide v0
.end method

.method public final getExtras()Landroid/os/Bundle;
    .registers 2

    .line 38
    iget-object v0, p0, Lcom/tidewell/home/ToolCall;->extras:Landroid/os/Bundle;

    return-object v0
.end method

.method public final getProviderId()Ljava/lang/String;
    .registers 2

    .line 38
    iget-object v0, p0, Lcom/tidewell/home/ToolCall;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 40
    iget-object v0, p0, Lcom/tidewell/home/ToolCall;->extras:Landroid/os/Bundle;

    invoke-static {v0}, Lcom/tidewell/home/ProtocolKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, ""

    :cond_0
    return-object v0
.end method

.method public final getRetryKey()Lcom/tidewell/home/RetryKey;
    .registers 5

    .line 43
    new-instance v0, Lcom/tidewell/home/RetryKey;

    iget v1, p0, Lcom/tidewell/home/ToolCall;->uid:I

    iget-object v2, p0, Lcom/tidewell/home/ToolCall;->providerId:Ljava/lang/String;

    invoke-virtual {p0}, Lcom/tidewell/home/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v0, v1, v2, v3}, Lcom/tidewell/home/RetryKey;-><init>(ILjava/lang/String;Ljava/lang/String;)V

    return-object v0
.end method

.method public final getToolName()Ljava/lang/String;
    .registers 2

    .line 39
    iget-object v0, p0, Lcom/tidewell/home/ToolCall;->extras:Landroid/os/Bundle;

    invoke-static {v0}, Lcom/tidewell/home/ProtocolKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final getUid()I
    .registers 2

    .line 38
    iget v0, p0, Lcom/tidewell/home/ToolCall;->uid:I

    return v0
.end method

.method public final remainingMs()J
    .registers 5

    .line 45
    invoke-virtual {p0}, Lcom/tidewell/home/ToolCall;->getDeadlineAtMs()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    sub-long/2addr v0, v2

    return-wide v0
.end method
