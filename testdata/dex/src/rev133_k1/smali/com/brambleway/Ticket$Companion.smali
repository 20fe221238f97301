.class public final Lcom/brambleway/Ticket$Companion;
.super Ljava/lang/Object;
.source "Tickets.kt"

# direct methods
.method private constructor <init>()V
    .registers 1
    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/brambleway/Ticket$Companion;-><init>()V
    return-void
.end method


# virtual methods
.method public final forCall-E_zvRnw(Lcom/brambleway/ToolCall;Ljava/lang/String;)Lcom/brambleway/Ticket;
    .registers 15
    const-string v1, "call"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "token"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    move-object v10, p1
    .line 62
    const/4 v11, 0x0
    .line 22
    new-instance v0, Lcom/brambleway/Ticket;
    invoke-virtual {v10}, Lcom/brambleway/ToolCall;->getCaller()Lcom/brambleway/Caller;
    move-result-object v3
    invoke-virtual {v3}, Lcom/brambleway/Caller;->getUid()I
    move-result v3
    invoke-virtual {v10}, Lcom/brambleway/ToolCall;->getTool()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v10}, Lcom/brambleway/ToolCall;->getRequest()Lcom/brambleway/Request;
    move-result-object v5
    invoke-virtual {v5}, Lcom/brambleway/Request;->getArgsDigest()Ljava/lang/String;
    move-result-object v5
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v6
    const-wide/32 v8, 0x927c0
    add-long/2addr v6, v8
    move-object v1, p2
    move v2, v3
    move-object v3, v4
    move-object v4, v5
    move-wide v5, v6
    const/4 v7, 0x0
    const/16 v8, 0x20
    const/4 v9, 0x0
    invoke-direct/range {v0 .. v9}, Lcom/brambleway/Ticket;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;JLjava/lang/Boolean;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
.end method
