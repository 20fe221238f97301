.class public final Lcom/fernhill/lend/Request;
.super Ljava/lang/Object;
.source "Wire.kt"


# instance fields
.field private final argsDigest$delegate:Lkotlin/Lazy;

.field private final extras:Landroid/os/Bundle;

.field public final method:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Landroid/os/Bundle;)V
    .registers 4

    const-string v0, "method"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "extras"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/fernhill/lend/Request;->method:Ljava/lang/String;

    iput-object p2, p0, Lcom/fernhill/lend/Request;->extras:Landroid/os/Bundle;

    .line 21
    new-instance v0, Lcom/fernhill/lend/Request$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lcom/fernhill/lend/Request$$ExternalSyntheticLambda0;-><init>(Lcom/fernhill/lend/Request;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lcom/fernhill/lend/Request;->argsDigest$delegate:Lkotlin/Lazy;

    .line 10
    return-void
.end method

.method public static final argsDigest_delegate$lambda$0(Lcom/fernhill/lend/Request;)Ljava/lang/String;
    .registers 11

    .line 22
    const-string v0, "SHA-256"

    invoke-static {v0}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;

    move-result-object v0

    invoke-direct {p0}, Lcom/fernhill/lend/Request;->getArgsText()Ljava/lang/String;

    move-result-object v1

    if-nez v1, :cond_0

    const-string v1, ""

    :cond_0
    move-object v9, v1

    sget-object v1, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v9, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v1

    const-string v3, "getBytes(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Ljava/security/MessageDigest;->digest([B)[B

    move-result-object v0

    const-string v2, "digest(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, ""

    check-cast v1, Ljava/lang/CharSequence;

    sget-object v6, Lcom/fernhill/lend/Request$$ExternalSyntheticLambda1;->INSTANCE:Lcom/fernhill/lend/Request$$ExternalSyntheticLambda1;

    const/4 v2, 0x0

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/16 v7, 0x1e

    const/4 v8, 0x0

    invoke-static/range {v0 .. v8}, Lkotlin/collections/ArraysKt;->joinToString$default([BLjava/lang/CharSequence;Ljava/lang/CharSequence;Ljava/lang/CharSequence;ILjava/lang/CharSequence;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static final argsDigest_delegate$lambda$0$0(B)Ljava/lang/CharSequence;
    .registers 6

    .line 22
    const-string v3, "%02x"

    const/4 v0, 0x1

    new-array v4, v0, [Ljava/lang/Object;

    invoke-static {p0}, Ljava/lang/Byte;->valueOf(B)Ljava/lang/Byte;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v4, v1

    array-length v2, v4

    invoke-static {v4, v2}, Ljava/util/Arrays;->copyOf([Ljava/lang/Object;I)[Ljava/lang/Object;

    move-result-object v1

    invoke-static {v3, v1}, Ljava/lang/String;->format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "format(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/lang/CharSequence;

    return-object v0
.end method

.method private final getArgsText()Ljava/lang/String;
    .registers 3

    .line 18
    iget-object v0, p0, Lcom/fernhill/lend/Request;->extras:Landroid/os/Bundle;

    const-string v1, "args"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final args()Lorg/json/JSONObject;
    .registers 5

    .line 27
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {p0}, Lcom/fernhill/lend/Request;->getArgsText()Ljava/lang/String;

    move-result-object v1

    if-nez v1, :cond_0

    const-string v1, "{}"

    :cond_0
    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    move-object v2, v0
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 28
    :catch_0
    move-exception v3

    .line 29
    const/4 v2, 0x0

    .line 30
    :goto_0
    return-object v2
.end method

.method public final getArgsDigest()Ljava/lang/String;
    .registers 3

    .line 21
    iget-object v1, p0, Lcom/fernhill/lend/Request;->argsDigest$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    return-object v0
.end method

.method public final getConsumerVersions()[I
    .registers 3

    .line 17
    iget-object v0, p0, Lcom/fernhill/lend/Request;->extras:Landroid/os/Bundle;

    const-string v1, "consumer_versions"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v0

    return-object v0
.end method

.method public final getDeadlineAt()J
    .registers 5

    .line 14
    iget-object v0, p0, Lcom/fernhill/lend/Request;->extras:Landroid/os/Bundle;

    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v0

    return-wide v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 3

    .line 13
    iget-object v0, p0, Lcom/fernhill/lend/Request;->extras:Landroid/os/Bundle;

    const-string v1, "request_id"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final getResumeToken()Ljava/lang/String;
    .registers 3

    .line 16
    iget-object v0, p0, Lcom/fernhill/lend/Request;->extras:Landroid/os/Bundle;

    const-string v1, "resume_token"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final getSessionToken()Ljava/lang/String;
    .registers 3

    .line 12
    iget-object v0, p0, Lcom/fernhill/lend/Request;->extras:Landroid/os/Bundle;

    const-string v1, "session_token"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final getToolName()Ljava/lang/String;
    .registers 3

    .line 15
    iget-object v0, p0, Lcom/fernhill/lend/Request;->extras:Landroid/os/Bundle;

    const-string v1, "tool_name"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final getVersion()I
    .registers 4

    .line 11
    iget-object v0, p0, Lcom/fernhill/lend/Request;->extras:Landroid/os/Bundle;

    const-string v1, "protocol_version"

    const/4 v2, 0x1

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    return v0
.end method
