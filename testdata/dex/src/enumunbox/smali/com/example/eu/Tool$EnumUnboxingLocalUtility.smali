# What R8's enum unboxing leaves of Tool's lookup (Tool.from, Tool.kt:6-8):
# a static method returning the constant's unboxed int (ordinal + 1).
.class public final Lcom/example/eu/Tool$EnumUnboxingLocalUtility;
.super Ljava/lang/Object;
.source "Tool.kt"

.method public static from(Ljava/lang/String;)I
    .registers 2
    .line 7
    const-string v0, "list_notes"
    invoke-virtual {v0, p0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_0
    const/4 p0, 0x1
    return p0
    :cond_0
    const-string v0, "add_note"
    invoke-virtual {v0, p0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_1
    const/4 p0, 0x2
    return p0
    :cond_1
    const-string v0, "archive_note"
    invoke-virtual {v0, p0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_2
    const/4 p0, 0x3
    return p0
    :cond_2
    .line 8
    new-instance v0, Ljava/lang/IllegalArgumentException;
    invoke-direct {v0, p0}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
.end method
