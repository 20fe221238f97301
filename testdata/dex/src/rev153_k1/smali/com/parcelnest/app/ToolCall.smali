.class public final Lcom/parcelnest/app/ToolCall;
.super Ljava/lang/Object;
.source "Envelope.kt"


# instance fields
.field private final argsDigest$delegate:Lkotlin/Lazy;

.field private final audit:Lcom/parcelnest/app/AuditTrail;

.field private final callerPackage:Ljava/lang/String;

.field private final ctx:Landroid/content/Context;

.field private final db:Lcom/parcelnest/app/ParcelDb;

.field private final extras:Landroid/os/Bundle;

.field private final providerId:Ljava/lang/String;

.field private final session:Lcom/parcelnest/app/Session;

.field private final uid:I


# direct methods
.method public constructor <init>(Landroid/content/Context;Lcom/parcelnest/app/ParcelDb;Lcom/parcelnest/app/AuditTrail;ILjava/lang/String;Ljava/lang/String;Lcom/parcelnest/app/Session;Landroid/os/Bundle;)V
    .registers 10

    const-string v0, "ctx"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "db"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "audit"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "callerPackage"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "providerId"

    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "session"

    invoke-static {p7, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "extras"

    invoke-static {p8, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 26
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 27
    iput-object p1, p0, Lcom/parcelnest/app/ToolCall;->ctx:Landroid/content/Context;

    .line 28
    iput-object p2, p0, Lcom/parcelnest/app/ToolCall;->db:Lcom/parcelnest/app/ParcelDb;

    .line 29
    iput-object p3, p0, Lcom/parcelnest/app/ToolCall;->audit:Lcom/parcelnest/app/AuditTrail;

    .line 30
    iput p4, p0, Lcom/parcelnest/app/ToolCall;->uid:I

    .line 31
    iput-object p5, p0, Lcom/parcelnest/app/ToolCall;->callerPackage:Ljava/lang/String;

    .line 32
    iput-object p6, p0, Lcom/parcelnest/app/ToolCall;->providerId:Ljava/lang/String;

    .line 33
    iput-object p7, p0, Lcom/parcelnest/app/ToolCall;->session:Lcom/parcelnest/app/Session;

    .line 34
    iput-object p8, p0, Lcom/parcelnest/app/ToolCall;->extras:Landroid/os/Bundle;

    .line 38
    new-instance v0, Lcom/parcelnest/app/ToolCall$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lcom/parcelnest/app/ToolCall$$ExternalSyntheticLambda0;-><init>(Lcom/parcelnest/app/ToolCall;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lcom/parcelnest/app/ToolCall;->argsDigest$delegate:Lkotlin/Lazy;

    .line 26
    return-void
.end method

.method public static final argsDigest_delegate$lambda$0(Lcom/parcelnest/app/ToolCall;)Ljava/lang/String;
    .registers 4

    .line 38
    iget-object v0, p0, Lcom/parcelnest/app/ToolCall;->extras:Landroid/os/Bundle;

    invoke-static {v0}, Lcom/parcelnest/app/EnvelopeKt;->getRawArgs(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v2

    sget-object v0, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v2, v0}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    const-string v1, "getBytes(...)"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0}, Lcom/parcelnest/app/TokensKt;->sha256Hex([B)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final args()Lorg/json/JSONObject;
    .registers 6

    .line 41
    move-object v2, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v2

    check-cast v0, Lcom/parcelnest/app/ToolCall;

    move-object v3, v0

    .line 44
    const/4 v4, 0x0

    .line 41
    new-instance v0, Lorg/json/JSONObject;

    iget-object v1, v3, Lcom/parcelnest/app/ToolCall;->extras:Landroid/os/Bundle;

    invoke-static {v1}, Lcom/parcelnest/app/EnvelopeKt;->getRawArgs(Landroid/os/Bundle;)Ljava/lang/String;

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

    .line 38
    iget-object v1, p0, Lcom/parcelnest/app/ToolCall;->argsDigest$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    return-object v0
.end method

.method public final getAudit()Lcom/parcelnest/app/AuditTrail;
    .registers 2

    .line 29
    iget-object v0, p0, Lcom/parcelnest/app/ToolCall;->audit:Lcom/parcelnest/app/AuditTrail;

    return-object v0
.end method

.method public final getCallerPackage()Ljava/lang/String;
    .registers 2

    .line 31
    iget-object v0, p0, Lcom/parcelnest/app/ToolCall;->callerPackage:Ljava/lang/String;

    return-object v0
.end method

.method public final getCtx()Landroid/content/Context;
    .registers 2

    .line 27
    iget-object v0, p0, Lcom/parcelnest/app/ToolCall;->ctx:Landroid/content/Context;

    return-object v0
.end method

.method public final getDb()Lcom/parcelnest/app/ParcelDb;
    .registers 2

    .line 28
    iget-object v0, p0, Lcom/parcelnest/app/ToolCall;->db:Lcom/parcelnest/app/ParcelDb;

    return-object v0
.end method

.method public final getExtras()Landroid/os/Bundle;
    .registers 2

    .line 34
    iget-object v0, p0, Lcom/parcelnest/app/ToolCall;->extras:Landroid/os/Bundle;

    return-object v0
.end method

.method public final getProviderId()Ljava/lang/String;
    .registers 2

    .line 32
    iget-object v0, p0, Lcom/parcelnest/app/ToolCall;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 37
    iget-object v0, p0, Lcom/parcelnest/app/ToolCall;->extras:Landroid/os/Bundle;

    invoke-static {v0}, Lcom/parcelnest/app/EnvelopeKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, ""

    :cond_0
    return-object v0
.end method

.method public final getRetryKey()Lcom/parcelnest/app/RetryKey;
    .registers 5

    .line 39
    new-instance v0, Lcom/parcelnest/app/RetryKey;

    iget v1, p0, Lcom/parcelnest/app/ToolCall;->uid:I

    iget-object v2, p0, Lcom/parcelnest/app/ToolCall;->providerId:Ljava/lang/String;

    invoke-virtual {p0}, Lcom/parcelnest/app/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v0, v1, v2, v3}, Lcom/parcelnest/app/RetryKey;-><init>(ILjava/lang/String;Ljava/lang/String;)V

    return-object v0
.end method

.method public final getSession()Lcom/parcelnest/app/Session;
    .registers 2

    .line 33
    iget-object v0, p0, Lcom/parcelnest/app/ToolCall;->session:Lcom/parcelnest/app/Session;

    return-object v0
.end method

.method public final getToolName()Ljava/lang/String;
    .registers 2

    .line 36
    iget-object v0, p0, Lcom/parcelnest/app/ToolCall;->extras:Landroid/os/Bundle;

    invoke-static {v0}, Lcom/parcelnest/app/EnvelopeKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final getUid()I
    .registers 2

    .line 30
    iget v0, p0, Lcom/parcelnest/app/ToolCall;->uid:I

    return v0
.end method
