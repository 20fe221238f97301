.class public final Lcom/example/r33k1/TokensKt;
.super Ljava/lang/Object;
.source "Tokens.kt"

.method public static final urlSafe([B)Ljava/lang/String;
    .registers 2
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 32
    const/16 v0, 0xa
    invoke-static {p0, v0}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object p0
    const-string v0, "encodeToString(...)"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p0
.end method
