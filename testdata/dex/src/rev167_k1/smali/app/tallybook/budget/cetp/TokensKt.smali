.class public final Lapp/tallybook/budget/cetp/TokensKt;
.super Ljava/lang/Object;
.source "Tokens.kt"


# static fields
.field private static final HEX:Ljava/lang/String; = "0123456789abcdef"


# direct methods
.method public static final toHex([B)Ljava/lang/String;
    .registers 11

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 15
    array-length v0, p0

    mul-int/lit8 v3, v0, 0x2

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4, v3}, Ljava/lang/StringBuilder;-><init>(I)V

    move-object v5, v4

    const/4 v6, 0x0

    .line 16
    const/4 v7, 0x0

    array-length v8, p0

    :goto_0
    if-ge v7, v8, :cond_0

    aget-byte v9, p0, v7

    .line 17
    shr-int/lit8 v2, v9, 0x4

    and-int/lit8 v2, v2, 0xf

    const-string v1, "0123456789abcdef"

    invoke-virtual {v1, v2}, Ljava/lang/String;->charAt(I)C

    move-result v1

    invoke-virtual {v5, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    move-result-object v0

    and-int/lit8 v2, v9, 0xf

    const-string v1, "0123456789abcdef"

    invoke-virtual {v1, v2}, Ljava/lang/String;->charAt(I)C

    move-result v1

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    .line 16
    add-int/lit8 v7, v7, 0x1

    goto :goto_0

    .line 15
    :cond_0
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    .line 19
    return-object v0
.end method
