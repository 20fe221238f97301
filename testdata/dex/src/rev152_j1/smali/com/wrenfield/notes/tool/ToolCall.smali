.class public final Lcom/wrenfield/notes/tool/ToolCall;
.super Ljava/lang/Object;
.source "ToolCall.java"


# instance fields
.field private final args:Lorg/json/JSONObject;

.field private final argsText:Ljava/lang/String;

.field private final deadlineAtMs:J

.field private final provider:Ljava/lang/String;

.field private final requestId:Ljava/lang/String;

.field private final resumeToken:Ljava/lang/String;

.field private final toolName:Ljava/lang/String;

.field private final uid:I


# direct methods
.method constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;J)V
    .registers 10

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 19
    iput-object p1, p0, Lcom/wrenfield/notes/tool/ToolCall;->provider:Ljava/lang/String;

    .line 20
    iput p2, p0, Lcom/wrenfield/notes/tool/ToolCall;->uid:I

    .line 21
    iput-object p3, p0, Lcom/wrenfield/notes/tool/ToolCall;->requestId:Ljava/lang/String;

    .line 22
    iput-object p4, p0, Lcom/wrenfield/notes/tool/ToolCall;->toolName:Ljava/lang/String;

    .line 23
    iput-object p5, p0, Lcom/wrenfield/notes/tool/ToolCall;->argsText:Ljava/lang/String;

    .line 24
    iput-object p6, p0, Lcom/wrenfield/notes/tool/ToolCall;->args:Lorg/json/JSONObject;

    .line 25
    iput-object p7, p0, Lcom/wrenfield/notes/tool/ToolCall;->resumeToken:Ljava/lang/String;

    .line 26
    iput-wide p8, p0, Lcom/wrenfield/notes/tool/ToolCall;->deadlineAtMs:J

    .line 27
    return-void
.end method


# virtual methods
.method public args()Lorg/json/JSONObject;
    .registers 2

    .line 47
    iget-object v0, p0, Lcom/wrenfield/notes/tool/ToolCall;->args:Lorg/json/JSONObject;

    return-object v0
.end method

.method public argsDigest()Ljava/lang/String;
    .registers 2

    .line 51
    iget-object v0, p0, Lcom/wrenfield/notes/tool/ToolCall;->argsText:Ljava/lang/String;

    invoke-static {v0}, Lcom/wrenfield/notes/core/Hex;->sha256(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public deadlineAtMs()J
    .registers 3

    .line 59
    iget-wide v0, p0, Lcom/wrenfield/notes/tool/ToolCall;->deadlineAtMs:J

    return-wide v0
.end method

.method public provider()Ljava/lang/String;
    .registers 2

    .line 30
    iget-object v0, p0, Lcom/wrenfield/notes/tool/ToolCall;->provider:Ljava/lang/String;

    return-object v0
.end method

.method public requestId()Ljava/lang/String;
    .registers 2

    .line 39
    iget-object v0, p0, Lcom/wrenfield/notes/tool/ToolCall;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public resumeToken()Ljava/lang/String;
    .registers 2

    .line 55
    iget-object v0, p0, Lcom/wrenfield/notes/tool/ToolCall;->resumeToken:Ljava/lang/String;

    return-object v0
.end method

.method public toolName()Ljava/lang/String;
    .registers 2

    .line 43
    iget-object v0, p0, Lcom/wrenfield/notes/tool/ToolCall;->toolName:Ljava/lang/String;

    return-object v0
.end method

.method public uid()I
    .registers 2

    .line 35
    iget v0, p0, Lcom/wrenfield/notes/tool/ToolCall;->uid:I

    return v0
.end method
