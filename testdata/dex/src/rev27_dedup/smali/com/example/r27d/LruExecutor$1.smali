.class Lcom/example/r27d/LruExecutor$1;
.super Ljava/util/LinkedHashMap;
.source "LruExecutor.java"

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r27d/LruExecutor;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation

.field final synthetic this$0:Lcom/example/r27d/LruExecutor;

.method constructor <init>(Lcom/example/r27d/LruExecutor;IFZ)V
    .registers 5
    .line 7
    iput-object p1, p0, Lcom/example/r27d/LruExecutor$1;->this$0:Lcom/example/r27d/LruExecutor;
    invoke-direct {p0, p2, p3, p4}, Ljava/util/LinkedHashMap;-><init>(IFZ)V
    return-void
.end method

.method protected removeEldestEntry(Ljava/util/Map$Entry;)Z
    .registers 3
    .line 9
    invoke-virtual {p0}, Lcom/example/r27d/LruExecutor$1;->size()I
    move-result p1
    const/16 v0, 0x100
    if-le p1, v0, :cond_keep
    const/4 p1, 0x1
    goto :goto_ret
    :cond_keep
    const/4 p1, 0x0
    :goto_ret
    return p1
.end method
