.class public final Lapp/larder/core/ToolCall;
.super Ljava/lang/Object;
.source "ToolCall.kt"


# instance fields
.field private final args:Lorg/json/JSONObject;

.field private final argsDigest:Ljava/lang/String;

.field private final caller:Ljava/lang/String;

.field private final requestId:Ljava/lang/String;

.field private final resumeToken:Ljava/lang/String;

.field private final session:Lapp/larder/core/Session;

.field private final tool:Ljava/lang/String;

.field private final uid:I


# direct methods
.method public constructor <init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;Ljava/lang/String;Lapp/larder/core/Session;)V
    .registers 10

    const-string v0, "requestId"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "tool"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "args"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "argsDigest"

    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "session"

    invoke-static {p8, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 10
    iput p1, p0, Lapp/larder/core/ToolCall;->uid:I

    .line 11
    iput-object p2, p0, Lapp/larder/core/ToolCall;->caller:Ljava/lang/String;

    .line 12
    iput-object p3, p0, Lapp/larder/core/ToolCall;->requestId:Ljava/lang/String;

    .line 13
    iput-object p4, p0, Lapp/larder/core/ToolCall;->tool:Ljava/lang/String;

    .line 14
    iput-object p5, p0, Lapp/larder/core/ToolCall;->args:Lorg/json/JSONObject;

    .line 15
    iput-object p6, p0, Lapp/larder/core/ToolCall;->argsDigest:Ljava/lang/String;

    .line 16
    iput-object p7, p0, Lapp/larder/core/ToolCall;->resumeToken:Ljava/lang/String;

    .line 17
    iput-object p8, p0, Lapp/larder/core/ToolCall;->session:Lapp/larder/core/Session;

    .line 9
    return-void
.end method


# virtual methods
.method public final getArgs()Lorg/json/JSONObject;
    .registers 2

    .line 14
    iget-object v0, p0, Lapp/larder/core/ToolCall;->args:Lorg/json/JSONObject;

    return-object v0
.end method

.method public final getArgsDigest()Ljava/lang/String;
    .registers 2

    .line 15
    iget-object v0, p0, Lapp/larder/core/ToolCall;->argsDigest:Ljava/lang/String;

    return-object v0
.end method

.method public final getCaller()Ljava/lang/String;
    .registers 2

    .line 11
    iget-object v0, p0, Lapp/larder/core/ToolCall;->caller:Ljava/lang/String;

    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 12
    iget-object v0, p0, Lapp/larder/core/ToolCall;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final getResumeToken()Ljava/lang/String;
    .registers 2

    .line 16
    iget-object v0, p0, Lapp/larder/core/ToolCall;->resumeToken:Ljava/lang/String;

    return-object v0
.end method

.method public final getSession()Lapp/larder/core/Session;
    .registers 2

    .line 17
    iget-object v0, p0, Lapp/larder/core/ToolCall;->session:Lapp/larder/core/Session;

    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 13
    iget-object v0, p0, Lapp/larder/core/ToolCall;->tool:Ljava/lang/String;

    return-object v0
.end method

.method public final getUid()I
    .registers 2

    .line 10
    iget v0, p0, Lapp/larder/core/ToolCall;->uid:I

    return v0
.end method
