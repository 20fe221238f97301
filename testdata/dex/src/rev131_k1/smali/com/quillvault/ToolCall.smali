.class public final Lcom/quillvault/ToolCall;
.super Ljava/lang/Object;
.source "Tools.kt"

# instance fields
.field private final args:Lorg/json/JSONObject;
.field private final caller:Lcom/quillvault/Caller;
.field private final env:Lcom/quillvault/Envelope;
.field private final ticket:Lcom/quillvault/Ticket;


# direct methods
.method public constructor <init>(Lcom/quillvault/Caller;Lcom/quillvault/Envelope;Lorg/json/JSONObject;Lcom/quillvault/Ticket;)V
    .registers 6
    const-string v0, "caller"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "env"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "args"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/quillvault/ToolCall;->caller:Lcom/quillvault/Caller;
    iput-object p2, p0, Lcom/quillvault/ToolCall;->env:Lcom/quillvault/Envelope;
    iput-object p3, p0, Lcom/quillvault/ToolCall;->args:Lorg/json/JSONObject;
    iput-object p4, p0, Lcom/quillvault/ToolCall;->ticket:Lcom/quillvault/Ticket;
    return-void
.end method


# virtual methods
.method public final getArgs()Lorg/json/JSONObject;
    .registers 2
    .line 11
    iget-object v0, p0, Lcom/quillvault/ToolCall;->args:Lorg/json/JSONObject;
    return-object v0
.end method

.method public final getCaller()Lcom/quillvault/Caller;
    .registers 2
    .line 11
    iget-object v0, p0, Lcom/quillvault/ToolCall;->caller:Lcom/quillvault/Caller;
    return-object v0
.end method

.method public final getEnv()Lcom/quillvault/Envelope;
    .registers 2
    .line 11
    iget-object v0, p0, Lcom/quillvault/ToolCall;->env:Lcom/quillvault/Envelope;
    return-object v0
.end method

.method public final getTicket()Lcom/quillvault/Ticket;
    .registers 2
    .line 11
    iget-object v0, p0, Lcom/quillvault/ToolCall;->ticket:Lcom/quillvault/Ticket;
    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2
    .line 12
    iget-object v0, p0, Lcom/quillvault/ToolCall;->env:Lcom/quillvault/Envelope;
    invoke-virtual {v0}, Lcom/quillvault/Envelope;->getTool()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L14
    const-string v0, ""
:L14
    return-object v0
.end method

.method public final ticketFor(Ljava/lang/String;)Lcom/quillvault/Ticket;
    .registers 12
    const-string v1, "token"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    new-instance v0, Lcom/quillvault/Ticket;
    iget-object v3, p0, Lcom/quillvault/ToolCall;->caller:Lcom/quillvault/Caller;
    invoke-virtual {v3}, Lcom/quillvault/Caller;->getUid()I
    move-result v3
    invoke-virtual {p0}, Lcom/quillvault/ToolCall;->getTool()Ljava/lang/String;
    move-result-object v4
    iget-object v5, p0, Lcom/quillvault/ToolCall;->env:Lcom/quillvault/Envelope;
    invoke-virtual {v5}, Lcom/quillvault/Envelope;->getArgsDigest()Ljava/lang/String;
    move-result-object v5
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v6
    const-wide/32 v8, 0x927c0
    add-long/2addr v6, v8
    move-object v1, p1
    move v2, v3
    move-object v3, v4
    move-object v4, v5
    move-wide v5, v6
    const/4 v7, 0x0
    const/16 v8, 0x20
    const/4 v9, 0x0
    invoke-direct/range {v0 .. v9}, Lcom/quillvault/Ticket;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;JLjava/lang/Boolean;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
.end method
