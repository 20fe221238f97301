.class public abstract Lcom/larchwood/library/TicketDesk;
.super Ljava/lang/Object;
.source "Tokens.kt"

# interfaces
.implements Lcom/larchwood/library/TokenSource;


# static fields
.field public static final Companion:Lcom/larchwood/library/TicketDesk$Companion;

.field public static final TTL_MILLIS:J = 0xdbba0L


# instance fields
.field private final open:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/larchwood/library/TicketDesk$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/larchwood/library/TicketDesk$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/larchwood/library/TicketDesk;->Companion:Lcom/larchwood/library/TicketDesk$Companion;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 39
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 40
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/larchwood/library/TicketDesk;->open:Ljava/util/concurrent/ConcurrentHashMap;

    .line 39
    return-void
.end method

.method public static final answer$lambda$0(ZLjava/lang/String;Lcom/larchwood/library/Ticket;)Lcom/larchwood/library/Ticket;
    .registers 12

    const-string v1, "<unused var>"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "ticket"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 46
    invoke-static {p0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v6

    move-object v0, p2

    const/4 v1, 0x0

    const/4 v2, 0x0

    const/4 v3, 0x0

    const-wide/16 v4, 0x0

    const/16 v7, 0xf

    const/4 v8, 0x0

    invoke-static/range {v0 .. v8}, Lcom/larchwood/library/Ticket;->copy$default(Lcom/larchwood/library/Ticket;ILjava/lang/String;Ljava/lang/String;JLjava/lang/Boolean;ILjava/lang/Object;)Lcom/larchwood/library/Ticket;

    move-result-object v0

    return-object v0
.end method

.method public static final answer$lambda$1(Lkotlin/jvm/functions/Function2;Ljava/lang/Object;Ljava/lang/Object;)Lcom/larchwood/library/Ticket;
    .registers 4

    .line 46
    invoke-interface {p0, p1, p2}, Lkotlin/jvm/functions/Function2;->invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/larchwood/library/Ticket;

    return-object v0
.end method


# virtual methods
.method public final answer(Ljava/lang/String;Z)V
    .registers 7

    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 46
    iget-object v0, p0, Lcom/larchwood/library/TicketDesk;->open:Ljava/util/concurrent/ConcurrentHashMap;

    new-instance v2, Lcom/larchwood/library/TicketDesk$$ExternalSyntheticLambda0;

    invoke-direct {v2, p2}, Lcom/larchwood/library/TicketDesk$$ExternalSyntheticLambda0;-><init>(Z)V

    new-instance v3, Lcom/larchwood/library/TicketDesk$$ExternalSyntheticLambda1;

    invoke-direct {v3, v2}, Lcom/larchwood/library/TicketDesk$$ExternalSyntheticLambda1;-><init>(Lkotlin/jvm/functions/Function2;)V

    move-object v2, v3

    invoke-virtual {v0, p1, v2}, Ljava/util/concurrent/ConcurrentHashMap;->computeIfPresent(Ljava/lang/Object;Ljava/util/function/BiFunction;)Ljava/lang/Object;

    .line 47
    return-void
.end method

.method protected final getOpen()Ljava/util/concurrent/ConcurrentHashMap;
    .registers 2

    .line 40
    iget-object v0, p0, Lcom/larchwood/library/TicketDesk;->open:Ljava/util/concurrent/ConcurrentHashMap;

    return-object v0
.end method

.method public final issue(Lcom/larchwood/library/ToolCall;)Ljava/lang/String;
    .registers 16

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 43
    move-object v0, p0

    check-cast v0, Lcom/larchwood/library/TokenSource;

    const/4 v1, 0x0

    const/4 v2, 0x1

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/larchwood/library/TokenSource;->next$default(Lcom/larchwood/library/TokenSource;IILjava/lang/Object;)Ljava/lang/String;

    move-result-object v11

    move-object v12, v11

    .line 70
    const/4 v13, 0x0

    .line 43
    iget-object v0, p0, Lcom/larchwood/library/TicketDesk;->open:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    new-instance v2, Lcom/larchwood/library/Ticket;

    invoke-virtual {p1}, Lcom/larchwood/library/ToolCall;->getCaller()Lcom/larchwood/library/Caller;

    move-result-object v4

    invoke-virtual {v4}, Lcom/larchwood/library/Caller;->getUid()I

    move-result v4

    invoke-virtual {p1}, Lcom/larchwood/library/ToolCall;->getTool()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {p1}, Lcom/larchwood/library/ToolCall;->getDigest()Ljava/lang/String;

    move-result-object v6

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v7

    const-wide/32 v9, 0xdbba0

    add-long/2addr v7, v9

    move v3, v4

    move-object v4, v5

    move-object v5, v6

    move-wide v6, v7

    const/4 v8, 0x0

    const/16 v9, 0x10

    const/4 v10, 0x0

    invoke-direct/range {v2 .. v10}, Lcom/larchwood/library/Ticket;-><init>(ILjava/lang/String;Ljava/lang/String;JLjava/lang/Boolean;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    invoke-interface {v0, v12, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    return-object v11
.end method

.method public redeem(Ljava/lang/String;)Lcom/larchwood/library/Ticket;
    .registers 4

    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 50
    iget-object v0, p0, Lcom/larchwood/library/TicketDesk;->open:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/larchwood/library/Ticket;

    return-object v0
.end method
