.class public final Lcom/tidetable/RequestKt;
.super Ljava/lang/Object;
.source "Request.kt"


.method public static final requestFlag(Ljava/lang/String;)Lcom/tidetable/RequestFlag;
    .registers 3
    const-string v1, "key"
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    new-instance v0, Lcom/tidetable/RequestFlag;
    invoke-direct {v0, v2}, Lcom/tidetable/RequestFlag;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public static final requestText(Ljava/lang/String;)Lcom/tidetable/RequestText;
    .registers 3
    const-string v1, "key"
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    new-instance v0, Lcom/tidetable/RequestText;
    const-string v1, ""
    invoke-direct {v0, v2, v1}, Lcom/tidetable/RequestText;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method

