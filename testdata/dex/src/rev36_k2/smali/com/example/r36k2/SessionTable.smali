.class public final Lcom/example/r36k2/SessionTable;
.super Ljava/lang/Object;
.source "Callers.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nCallers.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Callers.kt\ncom/example/r36k2/SessionTable\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,59:1\n1#2:60\n*E\n"
.end annotation

.field private final owners:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation
.end field

.method public constructor <init>()V
    .registers 2
    .line 37
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 38
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/example/r36k2/SessionTable;->owners:Ljava/util/concurrent/ConcurrentHashMap;
    .line 37
    return-void
.end method

.method public final open(I)Ljava/lang/String;
    .registers 4
    .line 40
    invoke-static {}, Lcom/example/r36k2/CallersKt;->freshToken()Ljava/lang/String;
    move-result-object v0
    .line 60
    const/4 v1, 0x0
    .line 40
    iget-object v1, p0, Lcom/example/r36k2/SessionTable;->owners:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v1, Ljava/util/Map;
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p1
    invoke-interface {v1, v0, p1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    return-object v0
.end method

.method public final owns(Ljava/lang/String;I)Z
    .registers 4
    .line 42
    if-eqz p1, :cond_no
    iget-object v0, p0, Lcom/example/r36k2/SessionTable;->owners:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Ljava/lang/Integer;
    if-nez p1, :cond_have
    goto :cond_no
    :cond_have
    invoke-virtual {p1}, Ljava/lang/Integer;->intValue()I
    move-result p1
    if-ne p1, p2, :cond_no
    const/4 p1, 0x1
    goto :goto_ret
    :cond_no
    const/4 p1, 0x0
    :goto_ret
    return p1
.end method
