.class final Lcom/vr/Ledger;
.super Ljava/lang/Object;
.source "Ledger.java"

# instance fields
.field private final done:Ljava/util/Map;


# direct methods
.method constructor <init>()V
    .registers 3
    .line 8
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 9
    new-instance v1, Ljava/util/HashMap;
    invoke-direct {v1}, Ljava/util/HashMap;-><init>()V
    iput-object v1, v2, Lcom/vr/Ledger;->done:Ljava/util/Map;
    return-void
.end method


# virtual methods
.method declared-synchronized once(Ljava/lang/String;Ljava/util/concurrent/Callable;)Ljava/lang/String;
    .registers 6
    .line 12
    iget-object v0, v3, Lcom/vr/Ledger;->done:Ljava/util/Map;
    invoke-interface {v0, v4}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    move-object v1, v0
    .line 13
    if-eqz v1, :L20
    .line 14
    return-object v1
:L20
    .line 16
    invoke-interface {v5}, Ljava/util/concurrent/Callable;->call()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    move-object v2, v0
    .line 17
    iget-object v0, v3, Lcom/vr/Ledger;->done:Ljava/util/Map;
    invoke-interface {v0, v4, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 18
    return-object v2
.end method

