.class public final Lcom/example/r35k3/ResumeStore;
.super Ljava/lang/Object;
.source "Tokens.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nTokens.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Tokens.kt\ncom/example/r35k3/ResumeStore\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,34:1\n1#2:35\n*E\n"
.end annotation

.field private final pending:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Lkotlin/Pair<",
            "Ljava/lang/Integer;",
            "Ljava/lang/String;",
            ">;>;"
        }
    .end annotation
.end field

.method public constructor <init>()V
    .registers 2
    .line 24
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 25
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/example/r35k3/ResumeStore;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    .line 24
    return-void
.end method

.method public final issue(Ljava/lang/String;ILjava/lang/String;)Ljava/lang/String;
    .registers 6
    const-string v0, "token"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "tool"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 35
    const/4 v0, 0x0
    .line 27
    iget-object v0, p0, Lcom/example/r35k3/ResumeStore;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v0, Ljava/util/Map;
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p2
    invoke-static {p2, p3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object p2
    invoke-interface {v0, p1, p2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    return-object p1
.end method

.method public final take(Ljava/lang/String;ILjava/lang/String;)Z
    .registers 6
    const-string v0, "token"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "tool"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 30
    iget-object v0, p0, Lcom/example/r35k3/ResumeStore;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lkotlin/Pair;
    const/4 v0, 0x0
    if-nez p1, :cond_have
    return v0
    :cond_have
    invoke-virtual {p1}, Lkotlin/Pair;->component1()Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/lang/Number;
    invoke-virtual {v1}, Ljava/lang/Number;->intValue()I
    move-result v1
    invoke-virtual {p1}, Lkotlin/Pair;->component2()Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Ljava/lang/String;
    .line 31
    if-ne v1, p2, :cond_no
    invoke-static {p1, p3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_no
    const/4 v0, 0x1
    :cond_no
    return v0
.end method
