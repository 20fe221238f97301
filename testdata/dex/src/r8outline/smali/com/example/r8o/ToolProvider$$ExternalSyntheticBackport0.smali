# D8/R8 backports of library methods missing at minSdk 21.
.class public final synthetic Lcom/example/r8o/ToolProvider$$ExternalSyntheticBackport0;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

# Math.floorMod(int, int)
.method public static synthetic m(II)I
    .registers 3
    rem-int v0, p0, p1
    if-eqz v0, :cond_0
    xor-int p0, v0, p1
    if-gez p0, :cond_0
    add-int/2addr v0, p1
    :cond_0
    return v0
.end method

# Objects.requireNonNull(Object, String)
.method public static synthetic m(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;
    .registers 3
    if-eqz p0, :cond_0
    return-object p0
    :cond_0
    new-instance v0, Ljava/lang/NullPointerException;
    invoke-direct {v0, p1}, Ljava/lang/NullPointerException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

# Objects.toString(Object, String)
.method public static synthetic m(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/String;
    .registers 2
    if-eqz p0, :cond_0
    invoke-virtual {p0}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object p1
    :cond_0
    return-object p1
.end method
