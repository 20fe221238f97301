.class public final Lcom/fernhill/lend/Ticket$Companion;
.super Ljava/lang/Object;
.source "ToolSet.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 41
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/fernhill/lend/Ticket$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final forCall(Lcom/fernhill/lend/ToolCall;)Lcom/fernhill/lend/Ticket;
    .registers 11

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 46
    new-instance v0, Lcom/fernhill/lend/Ticket;

    iget-object v2, p1, Lcom/fernhill/lend/ToolCall;->caller:Lcom/fernhill/lend/Caller;

    invoke-virtual {v2}, Lcom/fernhill/lend/Caller;->getUid()I

    move-result v2

    iget-object v3, p1, Lcom/fernhill/lend/ToolCall;->tool:Ljava/lang/String;

    iget-object v4, p1, Lcom/fernhill/lend/ToolCall;->request:Lcom/fernhill/lend/Request;

    invoke-virtual {v4}, Lcom/fernhill/lend/Request;->getArgsDigest()Ljava/lang/String;

    move-result-object v4

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v5

    const-wide/32 v7, 0x927c0

    add-long/2addr v5, v7

    move v1, v2

    move-object v2, v3

    move-object v3, v4

    move-wide v4, v5

    const/4 v6, 0x0

    const/16 v7, 0x10

    const/4 v8, 0x0

    invoke-direct/range {v0 .. v8}, Lcom/fernhill/lend/Ticket;-><init>(ILjava/lang/String;Ljava/lang/String;JLjava/lang/Boolean;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    return-object v0
.end method
