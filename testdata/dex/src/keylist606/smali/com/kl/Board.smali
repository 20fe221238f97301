.class final Lcom/kl/Board;
.super Ljava/lang/Object;
.source "Board.java"

# static fields
.field private static final OWNERS:Ljava/util/Map;
.field private static final TITLES:Ljava/util/Map;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 11
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 12
    return-void
.end method

.method static unpin(Ljava/lang/String;J)Z
    .registers 6
    .line 15
    sget-object v1, Lcom/kl/Board;->OWNERS:Ljava/util/Map;
    invoke-static {v4, v5}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-interface {v1, v2}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L21
    .line 16
    const/4 v0, 0x0
    return v0
:L21
    .line 18
    sget-object v0, Lcom/kl/Board;->OWNERS:Ljava/util/Map;
    invoke-static {v4, v5}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    .line 19
    const/4 v0, 0x1
    return v0
.end method

.method static rename(Ljava/lang/String;JLjava/lang/String;)Z
    .registers 7
    .line 23
    sget-object v1, Lcom/kl/Board;->OWNERS:Ljava/util/Map;
    invoke-static {v4, v5}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-interface {v1, v2}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L21
    .line 24
    const/4 v0, 0x0
    return v0
:L21
    .line 26
    sget-object v0, Lcom/kl/Board;->TITLES:Ljava/util/Map;
    invoke-static {v4, v5}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v1
    invoke-interface {v0, v1, v6}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 27
    const/4 v0, 0x1
    return v0
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 8
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    sput-object v0, Lcom/kl/Board;->OWNERS:Ljava/util/Map;
    .line 9
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    sput-object v0, Lcom/kl/Board;->TITLES:Ljava/util/Map;
    return-void
.end method

