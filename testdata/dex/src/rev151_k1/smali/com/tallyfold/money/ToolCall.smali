.class public final Lcom/tallyfold/money/ToolCall;
.super Ljava/lang/Object;
.source "Sessions.kt"


# instance fields
.field private final argsDigest$delegate:Lkotlin/Lazy;

.field private final callerPackage:Ljava/lang/String;

.field private final extras:Landroid/os/Bundle;

.field private final providerId:Ljava/lang/String;

.field private final session:Lcom/tallyfold/money/Session;

.field private final uid:I


# direct methods
.method private constructor <init>(ILjava/lang/String;Ljava/lang/String;Lcom/tallyfold/money/Session;Landroid/os/Bundle;)V
    .registers 7

    const-string v0, "callerPackage"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "providerId"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "session"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "extras"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 27
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lcom/tallyfold/money/ToolCall;->uid:I

    iput-object p2, p0, Lcom/tallyfold/money/ToolCall;->callerPackage:Ljava/lang/String;

    iput-object p3, p0, Lcom/tallyfold/money/ToolCall;->providerId:Ljava/lang/String;

    iput-object p4, p0, Lcom/tallyfold/money/ToolCall;->session:Lcom/tallyfold/money/Session;

    iput-object p5, p0, Lcom/tallyfold/money/ToolCall;->extras:Landroid/os/Bundle;

    .line 30
    new-instance v0, Lcom/tallyfold/money/ToolCall$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lcom/tallyfold/money/ToolCall$$ExternalSyntheticLambda0;-><init>(Lcom/tallyfold/money/ToolCall;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lcom/tallyfold/money/ToolCall;->argsDigest$delegate:Lkotlin/Lazy;

    .line 27
    return-void
.end method

.method public synthetic constructor <init>(ILjava/lang/String;Ljava/lang/String;Lcom/tallyfold/money/Session;Landroid/os/Bundle;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 7

    invoke-direct/range {p0 .. p5}, Lcom/tallyfold/money/ToolCall;-><init>(ILjava/lang/String;Ljava/lang/String;Lcom/tallyfold/money/Session;Landroid/os/Bundle;)V

    return-void
.end method

.method public static final argsDigest_delegate$lambda$0(Lcom/tallyfold/money/ToolCall;)Ljava/lang/String;
    .registers 2

    .line 30
    iget-object v0, p0, Lcom/tallyfold/money/ToolCall;->extras:Landroid/os/Bundle;

    invoke-static {v0}, Lcom/tallyfold/money/ExtensionsKt;->getRawArgs(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lcom/tallyfold/money/TokensKt;->sha256Hex(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final getArgsDigest()Ljava/lang/String;
    .registers 3

    .line 30
    iget-object v1, p0, Lcom/tallyfold/money/ToolCall;->argsDigest$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    return-object v0
.end method

.method public final getCallerPackage()Ljava/lang/String;
    .registers 2

    .line 27
    iget-object v0, p0, Lcom/tallyfold/money/ToolCall;->callerPackage:Ljava/lang/String;

    return-object v0
.end method

.method public final getExtras()Landroid/os/Bundle;
    .registers 2

    .line 27
    iget-object v0, p0, Lcom/tallyfold/money/ToolCall;->extras:Landroid/os/Bundle;

    return-object v0
.end method

.method public final getProviderId()Ljava/lang/String;
    .registers 2

    .line 27
    iget-object v0, p0, Lcom/tallyfold/money/ToolCall;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 29
    iget-object v0, p0, Lcom/tallyfold/money/ToolCall;->extras:Landroid/os/Bundle;

    invoke-static {v0}, Lcom/tallyfold/money/ExtensionsKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, ""

    :cond_0
    return-object v0
.end method

.method public final getRetryKey()Lcom/tallyfold/money/RetryKey;
    .registers 6

    .line 31
    new-instance v0, Lcom/tallyfold/money/RetryKey;

    iget v1, p0, Lcom/tallyfold/money/ToolCall;->uid:I

    iget-object v2, p0, Lcom/tallyfold/money/ToolCall;->providerId:Ljava/lang/String;

    invoke-virtual {p0}, Lcom/tallyfold/money/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v3

    const/4 v4, 0x0

    invoke-direct {v0, v1, v2, v3, v4}, Lcom/tallyfold/money/RetryKey;-><init>(ILjava/lang/String;Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    return-object v0
.end method

.method public final getSession()Lcom/tallyfold/money/Session;
    .registers 2

    .line 27
    iget-object v0, p0, Lcom/tallyfold/money/ToolCall;->session:Lcom/tallyfold/money/Session;

    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 28
    iget-object v0, p0, Lcom/tallyfold/money/ToolCall;->extras:Landroid/os/Bundle;

    invoke-static {v0}, Lcom/tallyfold/money/ExtensionsKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final getUid-GZ42O9s()I
    .registers 2

    .line 27
    iget v0, p0, Lcom/tallyfold/money/ToolCall;->uid:I

    return v0
.end method
