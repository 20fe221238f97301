.class public final Lcom/tidemark/invoices/ToolCall;
.super Ljava/lang/Object;
.source "Protocol.kt"


# instance fields
.field private final args$delegate:Lkotlin/Lazy;

.field private final argsDigest$delegate:Lkotlin/Lazy;

.field private final callerPackage:Ljava/lang/String;

.field private final extras:Landroid/os/Bundle;

.field private final session:Lcom/tidemark/invoices/Session;

.field private final uid:I


# direct methods
.method public constructor <init>(ILjava/lang/String;Lcom/tidemark/invoices/Session;Landroid/os/Bundle;)V
    .registers 6

    const-string v0, "callerPackage"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "session"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "extras"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lcom/tidemark/invoices/ToolCall;->uid:I

    iput-object p2, p0, Lcom/tidemark/invoices/ToolCall;->callerPackage:Ljava/lang/String;

    iput-object p3, p0, Lcom/tidemark/invoices/ToolCall;->session:Lcom/tidemark/invoices/Session;

    iput-object p4, p0, Lcom/tidemark/invoices/ToolCall;->extras:Landroid/os/Bundle;

    .line 25
    new-instance v0, Lcom/tidemark/invoices/ToolCall$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lcom/tidemark/invoices/ToolCall$$ExternalSyntheticLambda0;-><init>(Lcom/tidemark/invoices/ToolCall;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lcom/tidemark/invoices/ToolCall;->args$delegate:Lkotlin/Lazy;

    .line 26
    new-instance v0, Lcom/tidemark/invoices/ToolCall$$ExternalSyntheticLambda1;

    invoke-direct {v0, p0}, Lcom/tidemark/invoices/ToolCall$$ExternalSyntheticLambda1;-><init>(Lcom/tidemark/invoices/ToolCall;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lcom/tidemark/invoices/ToolCall;->argsDigest$delegate:Lkotlin/Lazy;

    .line 20
    return-void
.end method

.method public static final argsDigest_delegate$lambda$0(Lcom/tidemark/invoices/ToolCall;)Ljava/lang/String;
    .registers 2

    .line 26
    iget-object v0, p0, Lcom/tidemark/invoices/ToolCall;->extras:Landroid/os/Bundle;

    invoke-static {v0}, Lcom/tidemark/invoices/ProtocolKt;->getRawArgs(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lcom/tidemark/invoices/ProtocolKt;->sha256(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static final args_delegate$lambda$0(Lcom/tidemark/invoices/ToolCall;)Lorg/json/JSONObject;
    .registers 3

    .line 25
    new-instance v0, Lorg/json/JSONObject;

    iget-object v1, p0, Lcom/tidemark/invoices/ToolCall;->extras:Landroid/os/Bundle;

    invoke-static {v1}, Lcom/tidemark/invoices/ProtocolKt;->getRawArgs(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public final getArgs()Lorg/json/JSONObject;
    .registers 3

    .line 25
    iget-object v1, p0, Lcom/tidemark/invoices/ToolCall;->args$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/json/JSONObject;

    return-object v0
.end method

.method public final getArgsDigest()Ljava/lang/String;
    .registers 3

    .line 26
    iget-object v1, p0, Lcom/tidemark/invoices/ToolCall;->argsDigest$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    return-object v0
.end method

.method public final getCallerPackage()Ljava/lang/String;
    .registers 2

    .line 20
    iget-object v0, p0, Lcom/tidemark/invoices/ToolCall;->callerPackage:Ljava/lang/String;

    return-object v0
.end method

.method public final getDeadlineAtMs()J
    .registers 5

    .line 24
    iget-object v0, p0, Lcom/tidemark/invoices/ToolCall;->extras:Landroid/os/Bundle;

    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v0

    return-wide v0
.end method

.method public final getExtras()Landroid/os/Bundle;
    .registers 2

    .line 20
    iget-object v0, p0, Lcom/tidemark/invoices/ToolCall;->extras:Landroid/os/Bundle;

    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 22
    iget-object v0, p0, Lcom/tidemark/invoices/ToolCall;->extras:Landroid/os/Bundle;

    invoke-static {v0}, Lcom/tidemark/invoices/ProtocolKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, ""

    :cond_0
    return-object v0
.end method

.method public final getResumeToken()Ljava/lang/String;
    .registers 2

    .line 23
    iget-object v0, p0, Lcom/tidemark/invoices/ToolCall;->extras:Landroid/os/Bundle;

    invoke-static {v0}, Lcom/tidemark/invoices/ProtocolKt;->getResumeToken(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final getSession()Lcom/tidemark/invoices/Session;
    .registers 2

    .line 20
    iget-object v0, p0, Lcom/tidemark/invoices/ToolCall;->session:Lcom/tidemark/invoices/Session;

    return-object v0
.end method

.method public final getToolName()Ljava/lang/String;
    .registers 2

    .line 21
    iget-object v0, p0, Lcom/tidemark/invoices/ToolCall;->extras:Landroid/os/Bundle;

    invoke-static {v0}, Lcom/tidemark/invoices/ProtocolKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final getUid()I
    .registers 2

    .line 20
    iget v0, p0, Lcom/tidemark/invoices/ToolCall;->uid:I

    return v0
.end method
