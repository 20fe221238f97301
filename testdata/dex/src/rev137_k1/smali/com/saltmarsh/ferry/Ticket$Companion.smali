.class public final Lcom/saltmarsh/ferry/Ticket$Companion;
.super Ljava/lang/Object;
.source "Toolbox.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 54
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/saltmarsh/ferry/Ticket$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final of(Lcom/saltmarsh/ferry/ToolCall;)Lcom/saltmarsh/ferry/Ticket;
    .registers 11

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 57
    new-instance v0, Lcom/saltmarsh/ferry/Ticket;

    invoke-virtual {p1}, Lcom/saltmarsh/ferry/ToolCall;->getCaller()Lcom/saltmarsh/ferry/Caller;

    move-result-object v2

    invoke-virtual {v2}, Lcom/saltmarsh/ferry/Caller;->getUid()I

    move-result v2

    invoke-virtual {p1}, Lcom/saltmarsh/ferry/ToolCall;->getTool()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p1}, Lcom/saltmarsh/ferry/ToolCall;->getExtras()Landroid/os/Bundle;

    move-result-object v4

    invoke-static {v4}, Lcom/saltmarsh/ferry/WireKt;->getArgsDigest(Landroid/os/Bundle;)Ljava/lang/String;

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

    invoke-direct/range {v0 .. v8}, Lcom/saltmarsh/ferry/Ticket;-><init>(ILjava/lang/String;Ljava/lang/String;JLjava/lang/Boolean;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    return-object v0
.end method
