.class public final Lcom/larderly/Tickets;
.super Ljava/lang/Object;
.source "Tickets.kt"

# static fields
.field public static final INSTANCE:Lcom/larderly/Tickets;
.field private static final open:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/larderly/Tickets;
    invoke-direct {v0}, Lcom/larderly/Tickets;-><init>()V
    sput-object v0, Lcom/larderly/Tickets;->INSTANCE:Lcom/larderly/Tickets;
    .line 22
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/larderly/Tickets;->open:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 21
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final issue(ILjava/lang/String;Ljava/lang/String;)Lcom/larderly/Ticket;
    .registers 9
    const-string v1, "tool"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 24
    sget-object v0, Lcom/larderly/Ticket;->Companion:Lcom/larderly/Ticket$Companion;
    invoke-virtual {v0, p1, p2, p3}, Lcom/larderly/Ticket$Companion;->issue(ILjava/lang/String;Ljava/lang/String;)Lcom/larderly/Ticket;
    move-result-object v2
    move-object v3, v2
    .line 49
    const/4 v4, 0x0
    .line 24
    sget-object v0, Lcom/larderly/Tickets;->open:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v0, Ljava/util/Map;
    invoke-virtual {v3}, Lcom/larderly/Ticket;->getToken()Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1, v3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    return-object v2
.end method

.method public final redeem(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z
    .registers 15
    const-string v1, "tool"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 27
    move-object v0, p1
    if-eqz p1, :L39
    move-object v7, v0
    .line 49
    const/4 v8, 0x0
    .line 27
    sget-object v0, Lcom/larderly/Tickets;->open:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, v7}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/larderly/Ticket;
    if-nez v0, :L42
:L39
    const/4 v0, 0x0
    return v0
:L42
    move-object v4, v0
    .line 28
    invoke-virtual {v4}, Lcom/larderly/Ticket;->component2()I
    move-result v5
    invoke-virtual {v4}, Lcom/larderly/Ticket;->component3()Ljava/lang/String;
    move-result-object v6
    invoke-virtual {v4}, Lcom/larderly/Ticket;->component4()Ljava/lang/String;
    move-result-object v7
    invoke-virtual {v4}, Lcom/larderly/Ticket;->component5()J
    move-result-wide v8
    .line 29
    if-ne v5, p2, :L124
    invoke-static {v6, p3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L124
    invoke-static {v7, p4}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L124
    .line 30
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v8, v2
    if-lez v0, :L124
    sget-object v0, Lcom/larderly/Approvals;->INSTANCE:Lcom/larderly/Approvals;
    invoke-virtual {v4}, Lcom/larderly/Ticket;->getToken()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/larderly/Approvals;->take(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L124
    const/4 v0, 0x1
    goto :L125
:L124
    const/4 v0, 0x0
:L125
    .line 29
    return v0
.end method
