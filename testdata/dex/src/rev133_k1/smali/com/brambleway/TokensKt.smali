.class public final Lcom/brambleway/TokensKt;
.super Ljava/lang/Object;
.source "Tokens.kt"

# static fields
.field private static final TOKEN_FLAGS:I = 0xb


# direct methods
.method public static final token(Ljava/util/Random;I)Ljava/lang/String;
    .registers 8
    const-string v1, "<this>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 26
    new-array v3, p1, [B
    move-object v4, v3
    .line 42
    const/4 v5, 0x0
    .line 26
    invoke-virtual {p0, v4}, Ljava/util/Random;->nextBytes([B)V
    move-object v4, v3
    .line 42
    const/4 v5, 0x0
    .line 26
    const/16 v1, 0xb
    invoke-static {v4, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    const-string v2, "let(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public static synthetic token$default(Ljava/util/Random;IILjava/lang/Object;)Ljava/lang/String;
    .registers 5
    .line 26
    and-int/lit8 v0, p2, 0x1
    if-eqz v0, :L9
    const/16 p1, 0x18
:L9
    invoke-static {p0, p1}, Lcom/brambleway/TokensKt;->token(Ljava/util/Random;I)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
