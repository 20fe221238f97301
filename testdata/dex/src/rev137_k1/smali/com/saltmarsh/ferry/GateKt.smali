.class public final Lcom/saltmarsh/ferry/GateKt;
.super Ljava/lang/Object;
.source "Gate.kt"


# direct methods
.method public static final synthetic access$hexBytes(Ljava/lang/String;)[B
    .registers 2

    .line 1
    invoke-static {p0}, Lcom/saltmarsh/ferry/GateKt;->hexBytes(Ljava/lang/String;)[B

    move-result-object v0

    return-object v0
.end method

.method private static final hexBytes(Ljava/lang/String;)[B
    .registers 9

    .line 18
    const/4 v4, 0x0

    invoke-virtual {p0}, Ljava/lang/String;->length()I

    move-result v0

    div-int/lit8 v5, v0, 0x2

    new-array v6, v5, [B

    :goto_0
    if-ge v4, v5, :cond_0

    move v7, v4

    mul-int/lit8 v2, v7, 0x2

    mul-int/lit8 v3, v7, 0x2

    add-int/lit8 v3, v3, 0x2

    invoke-virtual {p0, v2, v3}, Ljava/lang/String;->substring(II)Ljava/lang/String;

    move-result-object v1

    const-string v3, "substring(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/16 v2, 0x10

    invoke-static {v2}, Lkotlin/text/CharsKt;->checkRadix(I)I

    move-result v2

    invoke-static {v1, v2}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;I)I

    move-result v1

    int-to-byte v1, v1

    aput-byte v1, v6, v7

    add-int/lit8 v4, v4, 0x1

    goto :goto_0

    :cond_0
    return-object v6
.end method
