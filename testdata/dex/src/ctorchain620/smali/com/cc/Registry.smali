.class final Lcom/cc/Registry;
.super Ljava/lang/Object;
.source "Registry.java"

# instance fields
.field private final byToken:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method constructor <init>()V
    .registers 3
    .line 6
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 15
    new-instance v1, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v1}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v1, v2, Lcom/cc/Registry;->byToken:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method


# virtual methods
.method get(Ljava/lang/String;)Lcom/cc/Registry$Entry;
    .registers 3
    .line 18
    if-nez v2, :L8
    const/4 v0, 0x0
    goto :L19
:L8
    iget-object v0, v1, Lcom/cc/Registry;->byToken:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, v2}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/cc/Registry$Entry;
:L19
    return-object v0
.end method

.method put(Ljava/lang/String;I)V
    .registers 6
    .line 22
    iget-object v0, v3, Lcom/cc/Registry;->byToken:Ljava/util/concurrent/ConcurrentHashMap;
    new-instance v2, Lcom/cc/Registry$Entry;
    invoke-direct {v2, v5}, Lcom/cc/Registry$Entry;-><init>(I)V
    invoke-virtual {v0, v4, v2}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 23
    return-void
.end method

