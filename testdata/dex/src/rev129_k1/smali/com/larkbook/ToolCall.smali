.class public final Lcom/larkbook/ToolCall;
.super Ljava/lang/Object;
.source "ToolRunner.kt"

# static fields
.field public static final Companion:Lcom/larkbook/ToolCall$Companion;
.field public static final TICKET_TTL:J = 0x927c0L


# instance fields
.field private final args:Lorg/json/JSONObject;
.field private final caller:Lcom/larkbook/Caller;
.field private final env:Lcom/larkbook/Envelope;
.field private final ticket:Lcom/larkbook/Ticket;


# direct methods
.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/larkbook/ToolCall$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/larkbook/ToolCall$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/larkbook/ToolCall;->Companion:Lcom/larkbook/ToolCall$Companion;
    return-void
.end method

.method private constructor <init>(Lcom/larkbook/Caller;Lcom/larkbook/Envelope;Lorg/json/JSONObject;Lcom/larkbook/Ticket;)V
    .registers 6
    const-string v0, "caller"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "env"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "args"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/larkbook/ToolCall;->caller:Lcom/larkbook/Caller;
    iput-object p2, p0, Lcom/larkbook/ToolCall;->env:Lcom/larkbook/Envelope;
    iput-object p3, p0, Lcom/larkbook/ToolCall;->args:Lorg/json/JSONObject;
    iput-object p4, p0, Lcom/larkbook/ToolCall;->ticket:Lcom/larkbook/Ticket;
    return-void
.end method

.method public synthetic constructor <init>(Lcom/larkbook/Caller;Lcom/larkbook/Envelope;Lorg/json/JSONObject;Lcom/larkbook/Ticket;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 6
    invoke-direct {p0, p1, p2, p3, p4}, Lcom/larkbook/ToolCall;-><init>(Lcom/larkbook/Caller;Lcom/larkbook/Envelope;Lorg/json/JSONObject;Lcom/larkbook/Ticket;)V
    return-void
.end method


# virtual methods
.method public final getArgs-i1VLFoY()Lorg/json/JSONObject;
    .registers 2
    .line 7
    iget-object v0, p0, Lcom/larkbook/ToolCall;->args:Lorg/json/JSONObject;
    return-object v0
.end method

.method public final getCaller()Lcom/larkbook/Caller;
    .registers 2
    .line 7
    iget-object v0, p0, Lcom/larkbook/ToolCall;->caller:Lcom/larkbook/Caller;
    return-object v0
.end method

.method public final getEnv()Lcom/larkbook/Envelope;
    .registers 2
    .line 7
    iget-object v0, p0, Lcom/larkbook/ToolCall;->env:Lcom/larkbook/Envelope;
    return-object v0
.end method

.method public final getTicket()Lcom/larkbook/Ticket;
    .registers 2
    .line 7
    iget-object v0, p0, Lcom/larkbook/ToolCall;->ticket:Lcom/larkbook/Ticket;
    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2
    .line 8
    iget-object v0, p0, Lcom/larkbook/ToolCall;->env:Lcom/larkbook/Envelope;
    invoke-virtual {v0}, Lcom/larkbook/Envelope;->getTool()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L14
    const-string v0, ""
:L14
    return-object v0
.end method

.method public final ticketFor-2WXn5OM(Ljava/lang/String;)Lcom/larkbook/Ticket;
    .registers 12
    const-string v1, "token"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    new-instance v0, Lcom/larkbook/Ticket;
    iget-object v3, p0, Lcom/larkbook/ToolCall;->caller:Lcom/larkbook/Caller;
    invoke-virtual {v3}, Lcom/larkbook/Caller;->getUid()I
    move-result v3
    invoke-virtual {p0}, Lcom/larkbook/ToolCall;->getTool()Ljava/lang/String;
    move-result-object v4
    iget-object v5, p0, Lcom/larkbook/ToolCall;->env:Lcom/larkbook/Envelope;
    invoke-virtual {v5}, Lcom/larkbook/Envelope;->getArgsDigest()Ljava/lang/String;
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
    invoke-direct/range {v0 .. v9}, Lcom/larkbook/Ticket;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;JLjava/lang/Boolean;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
.end method
