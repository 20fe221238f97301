.class public final synthetic Lcom/lendshed/core/LendArgs$$ExternalSyntheticRecord0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

.method public static synthetic m(Ljava/lang/Object;ZLjava/lang/Object;)I
    .registers 5
    invoke-static {p0}, Ljava/util/Objects;->hashCode(Ljava/lang/Object;)I
    move-result v0
    mul-int/lit8 v0, v0, 0x1f
    invoke-static {p1}, Ljava/lang/Boolean;->hashCode(Z)I
    move-result v1
    add-int/2addr v0, v1
    mul-int/lit8 v0, v0, 0x1f
    invoke-static {p2}, Ljava/util/Objects;->hashCode(Ljava/lang/Object;)I
    move-result v1
    add-int/2addr v0, v1
    return v0
.end method
