.class public final Lio/quillkit/notes/cetp/ToolCall;
.super Ljava/lang/Object;
.source "Calls.kt"


# instance fields
.field private final args:Lorg/json/JSONObject;

.field private final argsDigest:Ljava/lang/String;

.field private final callerPackage:Ljava/lang/String;

.field private final deadlineAtMs:J

.field private final requestId:Ljava/lang/String;

.field private final resumeToken:Ljava/lang/String;

.field private final session:Lio/quillkit/notes/cetp/Session;

.field private final tool:Lio/quillkit/notes/cetp/ToolSpec;

.field private final uid:I


# direct methods
.method public constructor <init>(ILjava/lang/String;Ljava/lang/String;Lio/quillkit/notes/cetp/ToolSpec;Lorg/json/JSONObject;Ljava/lang/String;JLjava/lang/String;Lio/quillkit/notes/cetp/Session;)V
    .registers 12

    const-string v0, "callerPackage"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "requestId"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "tool"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "args"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "argsDigest"

    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "session"

    invoke-static {p10, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 7
    iput p1, p0, Lio/quillkit/notes/cetp/ToolCall;->uid:I

    .line 8
    iput-object p2, p0, Lio/quillkit/notes/cetp/ToolCall;->callerPackage:Ljava/lang/String;

    .line 9
    iput-object p3, p0, Lio/quillkit/notes/cetp/ToolCall;->requestId:Ljava/lang/String;

    .line 10
    iput-object p4, p0, Lio/quillkit/notes/cetp/ToolCall;->tool:Lio/quillkit/notes/cetp/ToolSpec;

    .line 11
    iput-object p5, p0, Lio/quillkit/notes/cetp/ToolCall;->args:Lorg/json/JSONObject;

    .line 12
    iput-object p6, p0, Lio/quillkit/notes/cetp/ToolCall;->argsDigest:Ljava/lang/String;

    .line 13
    iput-wide p7, p0, Lio/quillkit/notes/cetp/ToolCall;->deadlineAtMs:J

    .line 14
    iput-object p9, p0, Lio/quillkit/notes/cetp/ToolCall;->resumeToken:Ljava/lang/String;

    .line 15
    iput-object p10, p0, Lio/quillkit/notes/cetp/ToolCall;->session:Lio/quillkit/notes/cetp/Session;

    .line 6
    return-void
.end method


# virtual methods
.method public final getArgs()Lorg/json/JSONObject;
    .registers 2

    .line 11
    iget-object v0, p0, Lio/quillkit/notes/cetp/ToolCall;->args:Lorg/json/JSONObject;

    return-object v0
.end method

.method public final getArgsDigest()Ljava/lang/String;
    .registers 2

    .line 12
    iget-object v0, p0, Lio/quillkit/notes/cetp/ToolCall;->argsDigest:Ljava/lang/String;

    return-object v0
.end method

.method public final getCallerPackage()Ljava/lang/String;
    .registers 2

    .line 8
    iget-object v0, p0, Lio/quillkit/notes/cetp/ToolCall;->callerPackage:Ljava/lang/String;

    return-object v0
.end method

.method public final getDeadlineAtMs()J
    .registers 3

    .line 13
    iget-wide v0, p0, Lio/quillkit/notes/cetp/ToolCall;->deadlineAtMs:J

    return-wide v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 9
    iget-object v0, p0, Lio/quillkit/notes/cetp/ToolCall;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final getResumeToken()Ljava/lang/String;
    .registers 2

    .line 14
    iget-object v0, p0, Lio/quillkit/notes/cetp/ToolCall;->resumeToken:Ljava/lang/String;

    return-object v0
.end method

.method public final getSession()Lio/quillkit/notes/cetp/Session;
    .registers 2

    .line 15
    iget-object v0, p0, Lio/quillkit/notes/cetp/ToolCall;->session:Lio/quillkit/notes/cetp/Session;

    return-object v0
.end method

.method public final getTool()Lio/quillkit/notes/cetp/ToolSpec;
    .registers 2

    .line 10
    iget-object v0, p0, Lio/quillkit/notes/cetp/ToolCall;->tool:Lio/quillkit/notes/cetp/ToolSpec;

    return-object v0
.end method

.method public final getUid()I
    .registers 2

    .line 7
    iget v0, p0, Lio/quillkit/notes/cetp/ToolCall;->uid:I

    return v0
.end method
