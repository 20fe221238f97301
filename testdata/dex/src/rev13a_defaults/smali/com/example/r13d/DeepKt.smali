.class public final Lcom/example/r13d/DeepKt;
.super Ljava/lang/Object;
.source "Deep.kt"

.method public static final wrap1(Ljava/lang/String;)Lcom/example/r13d/Deep;
    .registers 2
    const-string v0, "x"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 5
    new-instance v0, Lcom/example/r13d/Deep;
    invoke-direct {v0, p0}, Lcom/example/r13d/Deep;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public static final wrap2(Ljava/lang/String;)Lcom/example/r13d/Deep;
    .registers 2
    const-string v0, "x"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 6
    invoke-static {p0}, Lcom/example/r13d/DeepKt;->wrap1(Ljava/lang/String;)Lcom/example/r13d/Deep;
    move-result-object v0
    return-object v0
.end method

.method public static final wrap3(Ljava/lang/String;)Lcom/example/r13d/Deep;
    .registers 2
    const-string v0, "x"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    invoke-static {p0}, Lcom/example/r13d/DeepKt;->wrap2(Ljava/lang/String;)Lcom/example/r13d/Deep;
    move-result-object v0
    return-object v0
.end method
