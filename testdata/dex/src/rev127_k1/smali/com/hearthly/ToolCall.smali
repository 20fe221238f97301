.class public final Lcom/hearthly/ToolCall;
.super Ljava/lang/Object;
.source "ToolRunner.kt"

# static fields
.field public static final Companion:Lcom/hearthly/ToolCall$Companion;
.field public static final TICKET_TTL:J = 0x927c0L


# instance fields
.field private final args:Lorg/json/JSONObject;
.field private final caller:Lcom/hearthly/Caller;
.field private final env:Lcom/hearthly/Envelope;
.field private final extras:Landroid/os/Bundle;
.field private final ticket:Lcom/hearthly/Ticket;


# direct methods
.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/hearthly/ToolCall$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/hearthly/ToolCall$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/hearthly/ToolCall;->Companion:Lcom/hearthly/ToolCall$Companion;
    return-void
.end method

.method public constructor <init>(Lcom/hearthly/Caller;Lcom/hearthly/Envelope;Landroid/os/Bundle;Lorg/json/JSONObject;Lcom/hearthly/Ticket;)V
    .registers 7
    const-string v0, "caller"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "env"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "args"
    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 8
    iput-object p1, p0, Lcom/hearthly/ToolCall;->caller:Lcom/hearthly/Caller;
    .line 9
    iput-object p2, p0, Lcom/hearthly/ToolCall;->env:Lcom/hearthly/Envelope;
    .line 10
    iput-object p3, p0, Lcom/hearthly/ToolCall;->extras:Landroid/os/Bundle;
    .line 11
    iput-object p4, p0, Lcom/hearthly/ToolCall;->args:Lorg/json/JSONObject;
    .line 12
    iput-object p5, p0, Lcom/hearthly/ToolCall;->ticket:Lcom/hearthly/Ticket;
    .line 7
    return-void
.end method


# virtual methods
.method public final getArgs()Lorg/json/JSONObject;
    .registers 2
    .line 11
    iget-object v0, p0, Lcom/hearthly/ToolCall;->args:Lorg/json/JSONObject;
    return-object v0
.end method

.method public final getCaller()Lcom/hearthly/Caller;
    .registers 2
    .line 8
    iget-object v0, p0, Lcom/hearthly/ToolCall;->caller:Lcom/hearthly/Caller;
    return-object v0
.end method

.method public final getEnv()Lcom/hearthly/Envelope;
    .registers 2
    .line 9
    iget-object v0, p0, Lcom/hearthly/ToolCall;->env:Lcom/hearthly/Envelope;
    return-object v0
.end method

.method public final getExtras()Landroid/os/Bundle;
    .registers 2
    .line 10
    iget-object v0, p0, Lcom/hearthly/ToolCall;->extras:Landroid/os/Bundle;
    return-object v0
.end method

.method public final getTicket()Lcom/hearthly/Ticket;
    .registers 2
    .line 12
    iget-object v0, p0, Lcom/hearthly/ToolCall;->ticket:Lcom/hearthly/Ticket;
    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2
    .line 14
    iget-object v0, p0, Lcom/hearthly/ToolCall;->env:Lcom/hearthly/Envelope;
    invoke-virtual {v0}, Lcom/hearthly/Envelope;->getTool()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L14
    const-string v0, ""
:L14
    return-object v0
.end method

.method public final ticketFor(Ljava/lang/String;)Lcom/hearthly/Ticket;
    .registers 12
    const-string v1, "token"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    new-instance v0, Lcom/hearthly/Ticket;
    iget-object v3, p0, Lcom/hearthly/ToolCall;->caller:Lcom/hearthly/Caller;
    invoke-virtual {v3}, Lcom/hearthly/Caller;->getUid()I
    move-result v3
    invoke-virtual {p0}, Lcom/hearthly/ToolCall;->getTool()Ljava/lang/String;
    move-result-object v4
    iget-object v5, p0, Lcom/hearthly/ToolCall;->env:Lcom/hearthly/Envelope;
    invoke-virtual {v5}, Lcom/hearthly/Envelope;->getArgsDigest()Ljava/lang/String;
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
    invoke-direct/range {v0 .. v9}, Lcom/hearthly/Ticket;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;JLjava/lang/Boolean;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
.end method
