.class public final Lcom/fernhill/stockroom/core/StateStore$Snapshot;
.super Ljava/lang/Object;
.source "StateStore.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fernhill/stockroom/core/StateStore;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Snapshot"
.end annotation


# instance fields
.field private final sessions:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/fernhill/stockroom/core/StateStore$Session;",
            ">;"
        }
    .end annotation
.end field

.field public final version:J


# direct methods
.method constructor <init>(JLjava/util/Map;)V
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(J",
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/fernhill/stockroom/core/StateStore$Session;",
            ">;)V"
        }
    .end annotation

    .line 40
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 41
    iput-wide p1, p0, Lcom/fernhill/stockroom/core/StateStore$Snapshot;->version:J

    .line 42
    invoke-static {p3}, Ljava/util/Collections;->unmodifiableMap(Ljava/util/Map;)Ljava/util/Map;

    move-result-object v0

    iput-object v0, p0, Lcom/fernhill/stockroom/core/StateStore$Snapshot;->sessions:Ljava/util/Map;

    .line 43
    return-void
.end method


# virtual methods
.method public session(Ljava/lang/String;)Lcom/fernhill/stockroom/core/StateStore$Session;
    .registers 3

    .line 46
    iget-object v0, p0, Lcom/fernhill/stockroom/core/StateStore$Snapshot;->sessions:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/fernhill/stockroom/core/StateStore$Session;

    return-object v0
.end method

.method public size()I
    .registers 2

    .line 62
    iget-object v0, p0, Lcom/fernhill/stockroom/core/StateStore$Snapshot;->sessions:Ljava/util/Map;

    invoke-interface {v0}, Ljava/util/Map;->size()I

    move-result v0

    return v0
.end method

.method public withSession(Lcom/fernhill/stockroom/core/StateStore$Session;J)Lcom/fernhill/stockroom/core/StateStore$Snapshot;
    .registers 13

    .line 51
    new-instance v6, Ljava/util/HashMap;

    invoke-direct {v6}, Ljava/util/HashMap;-><init>()V

    .line 52
    iget-object v0, p0, Lcom/fernhill/stockroom/core/StateStore$Snapshot;->sessions:Ljava/util/Map;

    invoke-interface {v0}, Ljava/util/Map;->values()Ljava/util/Collection;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;

    move-result-object v7

    :goto_0
    invoke-interface {v7}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v7}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/fernhill/stockroom/core/StateStore$Session;

    move-object v8, v0

    .line 53
    invoke-virtual {v8, p2, p3}, Lcom/fernhill/stockroom/core/StateStore$Session;->expired(J)Z

    move-result v0

    if-nez v0, :cond_0

    .line 54
    iget-object v1, v8, Lcom/fernhill/stockroom/core/StateStore$Session;->token:Ljava/lang/String;

    invoke-interface {v6, v1, v8}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 56
    :cond_0
    goto :goto_0

    .line 57
    :cond_1
    iget-object v1, p1, Lcom/fernhill/stockroom/core/StateStore$Session;->token:Ljava/lang/String;

    invoke-interface {v6, v1, p1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 58
    new-instance v0, Lcom/fernhill/stockroom/core/StateStore$Snapshot;

    iget-wide v2, p0, Lcom/fernhill/stockroom/core/StateStore$Snapshot;->version:J

    const-wide/16 v4, 0x1

    add-long/2addr v2, v4

    invoke-direct {v0, v2, v3, v6}, Lcom/fernhill/stockroom/core/StateStore$Snapshot;-><init>(JLjava/util/Map;)V

    return-object v0
.end method
