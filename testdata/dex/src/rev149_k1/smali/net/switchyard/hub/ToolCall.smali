.class public final Lnet/switchyard/hub/ToolCall;
.super Ljava/lang/Object;
.source "Protocol.kt"


# instance fields
.field private final args$delegate:Lkotlin/Lazy;

.field private final argsDigest$delegate:Lkotlin/Lazy;

.field private final callerPackage:Ljava/lang/String;

.field private final extras:Landroid/os/Bundle;

.field private final session:Lnet/switchyard/hub/Session;

.field private final uid:I


# direct methods
.method public constructor <init>(ILjava/lang/String;Lnet/switchyard/hub/Session;Landroid/os/Bundle;)V
    .registers 6

    const-string v0, "callerPackage"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "session"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "extras"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lnet/switchyard/hub/ToolCall;->uid:I

    iput-object p2, p0, Lnet/switchyard/hub/ToolCall;->callerPackage:Ljava/lang/String;

    iput-object p3, p0, Lnet/switchyard/hub/ToolCall;->session:Lnet/switchyard/hub/Session;

    iput-object p4, p0, Lnet/switchyard/hub/ToolCall;->extras:Landroid/os/Bundle;

    .line 22
    new-instance v0, Lnet/switchyard/hub/ToolCall$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lnet/switchyard/hub/ToolCall$$ExternalSyntheticLambda0;-><init>(Lnet/switchyard/hub/ToolCall;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lnet/switchyard/hub/ToolCall;->args$delegate:Lkotlin/Lazy;

    .line 23
    new-instance v0, Lnet/switchyard/hub/ToolCall$$ExternalSyntheticLambda1;

    invoke-direct {v0, p0}, Lnet/switchyard/hub/ToolCall$$ExternalSyntheticLambda1;-><init>(Lnet/switchyard/hub/ToolCall;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lnet/switchyard/hub/ToolCall;->argsDigest$delegate:Lkotlin/Lazy;

    .line 17
    return-void
.end method

.method public static final argsDigest_delegate$lambda$0(Lnet/switchyard/hub/ToolCall;)Ljava/lang/String;
    .registers 4

    .line 23
    invoke-direct {p0}, Lnet/switchyard/hub/ToolCall;->getRawArgs()Ljava/lang/String;

    move-result-object v2

    sget-object v0, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v2, v0}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    const-string v1, "getBytes(...)"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0}, Lnet/switchyard/hub/ProtocolKt;->sha256Hex([B)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static final args_delegate$lambda$0(Lnet/switchyard/hub/ToolCall;)Lorg/json/JSONObject;
    .registers 3

    .line 22
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {p0}, Lnet/switchyard/hub/ToolCall;->getRawArgs()Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    return-object v0
.end method

.method private final getRawArgs()Ljava/lang/String;
    .registers 3

    .line 21
    iget-object v0, p0, Lnet/switchyard/hub/ToolCall;->extras:Landroid/os/Bundle;

    const-string v1, "args"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, "{}"

    :cond_0
    return-object v0
.end method


# virtual methods
.method public final getArgs()Lorg/json/JSONObject;
    .registers 3

    .line 22
    iget-object v1, p0, Lnet/switchyard/hub/ToolCall;->args$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/json/JSONObject;

    return-object v0
.end method

.method public final getArgsDigest()Ljava/lang/String;
    .registers 3

    .line 23
    iget-object v1, p0, Lnet/switchyard/hub/ToolCall;->argsDigest$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    return-object v0
.end method

.method public final getCallerPackage()Ljava/lang/String;
    .registers 2

    .line 17
    iget-object v0, p0, Lnet/switchyard/hub/ToolCall;->callerPackage:Ljava/lang/String;

    return-object v0
.end method

.method public final getExtras()Landroid/os/Bundle;
    .registers 2

    .line 17
    iget-object v0, p0, Lnet/switchyard/hub/ToolCall;->extras:Landroid/os/Bundle;

    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 19
    iget-object v0, p0, Lnet/switchyard/hub/ToolCall;->extras:Landroid/os/Bundle;

    invoke-static {v0}, Lnet/switchyard/hub/ProtocolKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, ""

    :cond_0
    return-object v0
.end method

.method public final getResumeToken()Ljava/lang/String;
    .registers 3

    .line 20
    iget-object v0, p0, Lnet/switchyard/hub/ToolCall;->extras:Landroid/os/Bundle;

    const-string v1, "resume_token"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final getSession()Lnet/switchyard/hub/Session;
    .registers 2

    .line 17
    iget-object v0, p0, Lnet/switchyard/hub/ToolCall;->session:Lnet/switchyard/hub/Session;

    return-object v0
.end method

.method public final getToolName()Ljava/lang/String;
    .registers 3

    .line 18
    iget-object v0, p0, Lnet/switchyard/hub/ToolCall;->extras:Landroid/os/Bundle;

    const-string v1, "tool_name"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, ""

    :cond_0
    return-object v0
.end method

.method public final getUid()I
    .registers 2

    .line 17
    iget v0, p0, Lnet/switchyard/hub/ToolCall;->uid:I

    return v0
.end method
