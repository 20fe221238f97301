# What R8's enum unboxing leaves of Tool's lookup (the synthetic Tool.valueOf, Tool.kt:3):
# a static method returning the constant's unboxed int (ordinal + 1).
.class public final Lcom/example/en/Tool$EnumUnboxingLocalUtility;
.super Ljava/lang/Object;
.source "Tool.kt"

.method public static valueOf(Ljava/lang/String;)I
    .registers 2
    .line 3
    const-string v0, "LIST"
    invoke-virtual {v0, p0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_0
    const/4 p0, 0x1
    return p0
    :cond_0
    const-string v0, "ADD"
    invoke-virtual {v0, p0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_1
    const/4 p0, 0x2
    return p0
    :cond_1
    const-string v0, "ARCHIVE"
    invoke-virtual {v0, p0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_2
    const/4 p0, 0x3
    return p0
    :cond_2
    .line 3
    new-instance v0, Ljava/lang/IllegalArgumentException;
    invoke-direct {v0, p0}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
.end method
