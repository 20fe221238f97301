.class public final Lcom/brambleway/ToolCall;
.super Ljava/lang/Object;
.source "ToolSet.kt"

# instance fields
.field private final args:Lorg/json/JSONObject;
.field private final caller:Lcom/brambleway/Caller;
.field private final request:Lcom/brambleway/Request;
.field private final ticket:Lcom/brambleway/Ticket;
.field private final tool:Ljava/lang/String;


# direct methods
.method public constructor <init>(Lcom/brambleway/Caller;Lcom/brambleway/Request;Ljava/lang/String;Lorg/json/JSONObject;Lcom/brambleway/Ticket;)V
    .registers 7
    const-string v0, "caller"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "request"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "tool"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "args"
    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/brambleway/ToolCall;->caller:Lcom/brambleway/Caller;
    iput-object p2, p0, Lcom/brambleway/ToolCall;->request:Lcom/brambleway/Request;
    iput-object p3, p0, Lcom/brambleway/ToolCall;->tool:Ljava/lang/String;
    iput-object p4, p0, Lcom/brambleway/ToolCall;->args:Lorg/json/JSONObject;
    iput-object p5, p0, Lcom/brambleway/ToolCall;->ticket:Lcom/brambleway/Ticket;
    return-void
.end method


# virtual methods
.method public final getArgs()Lorg/json/JSONObject;
    .registers 2
    .line 7
    iget-object v0, p0, Lcom/brambleway/ToolCall;->args:Lorg/json/JSONObject;
    return-object v0
.end method

.method public final getCaller()Lcom/brambleway/Caller;
    .registers 2
    .line 7
    iget-object v0, p0, Lcom/brambleway/ToolCall;->caller:Lcom/brambleway/Caller;
    return-object v0
.end method

.method public final getRequest()Lcom/brambleway/Request;
    .registers 2
    .line 7
    iget-object v0, p0, Lcom/brambleway/ToolCall;->request:Lcom/brambleway/Request;
    return-object v0
.end method

.method public final getTicket()Lcom/brambleway/Ticket;
    .registers 2
    .line 7
    iget-object v0, p0, Lcom/brambleway/ToolCall;->ticket:Lcom/brambleway/Ticket;
    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2
    .line 7
    iget-object v0, p0, Lcom/brambleway/ToolCall;->tool:Ljava/lang/String;
    return-object v0
.end method
