.class public final Lcom/berthbook/TokensKt;
.super Ljava/lang/Object;
.source "Tokens.kt"


# direct methods
.method public static final mint(Lcom/berthbook/Entropy;Ljava/lang/String;)Ljava/lang/String;
    .registers 11
    const-string v1, "<this>"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "prefix"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    invoke-interface {v9}, Lcom/berthbook/Entropy;->nextLong()J
    move-result-wide v5
    .line 17
    invoke-interface {v9}, Lcom/berthbook/Entropy;->nextLong()J
    move-result-wide v7
    .line 18
    invoke-static {v5, v6}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v1
    invoke-static {v7, v8}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v2
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v3, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

