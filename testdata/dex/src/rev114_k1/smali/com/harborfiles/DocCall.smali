.class public final Lcom/harborfiles/DocCall;
.super Ljava/lang/Object;
.source "DocsProvider.kt"

# instance fields
.field private final ctx:Landroid/content/Context;

.field private final caller:Lcom/harborfiles/Caller;

.field private final requestId:Ljava/lang/String;

.field private final tool:Ljava/lang/String;

.field private final rawArgs:Ljava/lang/String;

.field private final args:Lorg/json/JSONObject;

.field private final resumeToken:Ljava/lang/String;


# direct methods
.method public constructor <init>(Landroid/content/Context;Lcom/harborfiles/Caller;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;)V
    .registers 9

    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "caller"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "tool"
    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "rawArgs"
    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "args"
    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 18
    iput-object p1, p0, Lcom/harborfiles/DocCall;->ctx:Landroid/content/Context;
    .line 19
    iput-object p2, p0, Lcom/harborfiles/DocCall;->caller:Lcom/harborfiles/Caller;
    .line 20
    iput-object p3, p0, Lcom/harborfiles/DocCall;->requestId:Ljava/lang/String;
    .line 21
    iput-object p4, p0, Lcom/harborfiles/DocCall;->tool:Ljava/lang/String;
    .line 22
    iput-object p5, p0, Lcom/harborfiles/DocCall;->rawArgs:Ljava/lang/String;
    .line 23
    iput-object p6, p0, Lcom/harborfiles/DocCall;->args:Lorg/json/JSONObject;
    .line 24
    iput-object p7, p0, Lcom/harborfiles/DocCall;->resumeToken:Ljava/lang/String;
    .line 17
    return-void
.end method


# virtual methods
.method public final getArgs()Lorg/json/JSONObject;
    .registers 2

    .line 23
    iget-object v0, p0, Lcom/harborfiles/DocCall;->args:Lorg/json/JSONObject;
    return-object v0
.end method

.method public final getCaller()Lcom/harborfiles/Caller;
    .registers 2

    .line 19
    iget-object v0, p0, Lcom/harborfiles/DocCall;->caller:Lcom/harborfiles/Caller;
    return-object v0
.end method

.method public final getCtx()Landroid/content/Context;
    .registers 2

    .line 18
    iget-object v0, p0, Lcom/harborfiles/DocCall;->ctx:Landroid/content/Context;
    return-object v0
.end method

.method public final getRawArgs()Ljava/lang/String;
    .registers 2

    .line 22
    iget-object v0, p0, Lcom/harborfiles/DocCall;->rawArgs:Ljava/lang/String;
    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 20
    iget-object v0, p0, Lcom/harborfiles/DocCall;->requestId:Ljava/lang/String;
    return-object v0
.end method

.method public final getResumeToken()Ljava/lang/String;
    .registers 2

    .line 24
    iget-object v0, p0, Lcom/harborfiles/DocCall;->resumeToken:Ljava/lang/String;
    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 21
    iget-object v0, p0, Lcom/harborfiles/DocCall;->tool:Ljava/lang/String;
    return-object v0
.end method
