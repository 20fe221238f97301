.class public final Lcom/hearthkit/Approvals;
.super Ljava/lang/Object;
.source "Tickets.kt"

# static fields
.field public static final INSTANCE:Lcom/hearthkit/Approvals;
.field private static final decisions:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/hearthkit/Approvals;
    invoke-direct {v0}, Lcom/hearthkit/Approvals;-><init>()V
    sput-object v0, Lcom/hearthkit/Approvals;->INSTANCE:Lcom/hearthkit/Approvals;
    .line 86
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/hearthkit/Approvals;->decisions:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 85
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final record(Ljava/lang/String;Z)V
    .registers 9
    const-string v1, "token"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 89
    sget-object v0, Lcom/hearthkit/Approvals;->decisions:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v0, Ljava/util/Map;
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    const-string v3, "approved"
    invoke-virtual {v2, v3, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;
    move-result-object v2
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v4
    const-string v3, "decided_at_ms"
    invoke-virtual {v2, v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;
    move-result-object v2
    invoke-interface {v0, p1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 90
    return-void
.end method

.method public final take(Ljava/lang/String;)Lcom/hearthkit/Fields;
    .registers 6
    const-string v1, "token"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 92
    sget-object v0, Lcom/hearthkit/Approvals;->decisions:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lorg/json/JSONObject;
    if-eqz v0, :L34
    move-object v2, v0
    .line 95
    const/4 v3, 0x0
    .line 92
    new-instance v0, Lcom/hearthkit/Fields;
    invoke-direct {v0, v2}, Lcom/hearthkit/Fields;-><init>(Lorg/json/JSONObject;)V
    goto :L36
:L34
    const/4 v0, 0x0
:L36
    return-object v0
.end method
