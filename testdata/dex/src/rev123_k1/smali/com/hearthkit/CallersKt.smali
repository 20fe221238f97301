.class public final Lcom/hearthkit/CallersKt;
.super Ljava/lang/Object;
.source "Callers.kt"

# direct methods
.method public static final synthetic access$unhex(Ljava/lang/String;)[B
    .registers 2
    .line 1
    invoke-static {p0}, Lcom/hearthkit/CallersKt;->unhex(Ljava/lang/String;)[B
    move-result-object v0
    return-object v0
.end method

.method private static final unhex(Ljava/lang/String;)[B
    .registers 9
    .line 27
    const/4 v4, 0x0
    invoke-virtual {p0}, Ljava/lang/String;->length()I
    move-result v0
    div-int/lit8 v5, v0, 0x2
    new-array v6, v5, [B
:L13
    if-ge v4, v5, :L63
    move v7, v4
    mul-int/lit8 v2, v7, 0x2
    invoke-virtual {p0, v2}, Ljava/lang/String;->charAt(I)C
    move-result v1
    const/16 v2, 0x10
    invoke-static {v1, v2}, Ljava/lang/Character;->digit(CI)I
    move-result v1
    shl-int/lit8 v1, v1, 0x4
    mul-int/lit8 v3, v7, 0x2
    add-int/lit8 v3, v3, 0x1
    invoke-virtual {p0, v3}, Ljava/lang/String;->charAt(I)C
    move-result v2
    const/16 v3, 0x10
    invoke-static {v2, v3}, Ljava/lang/Character;->digit(CI)I
    move-result v2
    or-int/2addr v1, v2
    int-to-byte v1, v1
    aput-byte v1, v6, v7
    add-int/lit8 v4, v4, 0x1
    goto :L13
:L63
    return-object v6
.end method
