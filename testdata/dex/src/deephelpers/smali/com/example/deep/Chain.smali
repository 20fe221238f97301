.class final Lcom/example/deep/Chain;
.super Ljava/lang/Object;
.source "Chain.java"

.method static h0(Lcom/example/deep/Grant;I)Z
    .registers 3
    .line 20
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h1(Lcom/example/deep/Grant;I)Z
    move-result v0
    if-eqz v0, :no
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h1(Lcom/example/deep/Grant;I)Z
    move-result v0
    :no
    return v0
.end method

.method static h1(Lcom/example/deep/Grant;I)Z
    .registers 3
    .line 21
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h2(Lcom/example/deep/Grant;I)Z
    move-result v0
    if-eqz v0, :no
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h2(Lcom/example/deep/Grant;I)Z
    move-result v0
    :no
    return v0
.end method

.method static h2(Lcom/example/deep/Grant;I)Z
    .registers 3
    .line 22
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h3(Lcom/example/deep/Grant;I)Z
    move-result v0
    if-eqz v0, :no
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h3(Lcom/example/deep/Grant;I)Z
    move-result v0
    :no
    return v0
.end method

.method static h3(Lcom/example/deep/Grant;I)Z
    .registers 3
    .line 23
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h4(Lcom/example/deep/Grant;I)Z
    move-result v0
    if-eqz v0, :no
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h4(Lcom/example/deep/Grant;I)Z
    move-result v0
    :no
    return v0
.end method

.method static h4(Lcom/example/deep/Grant;I)Z
    .registers 3
    .line 24
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h5(Lcom/example/deep/Grant;I)Z
    move-result v0
    if-eqz v0, :no
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h5(Lcom/example/deep/Grant;I)Z
    move-result v0
    :no
    return v0
.end method

.method static h5(Lcom/example/deep/Grant;I)Z
    .registers 3
    .line 25
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h6(Lcom/example/deep/Grant;I)Z
    move-result v0
    if-eqz v0, :no
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h6(Lcom/example/deep/Grant;I)Z
    move-result v0
    :no
    return v0
.end method

.method static h6(Lcom/example/deep/Grant;I)Z
    .registers 3
    .line 26
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h7(Lcom/example/deep/Grant;I)Z
    move-result v0
    if-eqz v0, :no
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h7(Lcom/example/deep/Grant;I)Z
    move-result v0
    :no
    return v0
.end method

.method static h7(Lcom/example/deep/Grant;I)Z
    .registers 3
    .line 27
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h8(Lcom/example/deep/Grant;I)Z
    move-result v0
    if-eqz v0, :no
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h8(Lcom/example/deep/Grant;I)Z
    move-result v0
    :no
    return v0
.end method

.method static h8(Lcom/example/deep/Grant;I)Z
    .registers 3
    .line 28
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h9(Lcom/example/deep/Grant;I)Z
    move-result v0
    if-eqz v0, :no
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h9(Lcom/example/deep/Grant;I)Z
    move-result v0
    :no
    return v0
.end method

.method static h9(Lcom/example/deep/Grant;I)Z
    .registers 3
    .line 29
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h10(Lcom/example/deep/Grant;I)Z
    move-result v0
    if-eqz v0, :no
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h10(Lcom/example/deep/Grant;I)Z
    move-result v0
    :no
    return v0
.end method

.method static h10(Lcom/example/deep/Grant;I)Z
    .registers 3
    .line 30
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h11(Lcom/example/deep/Grant;I)Z
    move-result v0
    if-eqz v0, :no
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h11(Lcom/example/deep/Grant;I)Z
    move-result v0
    :no
    return v0
.end method

.method static h11(Lcom/example/deep/Grant;I)Z
    .registers 3
    .line 31
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h12(Lcom/example/deep/Grant;I)Z
    move-result v0
    if-eqz v0, :no
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h12(Lcom/example/deep/Grant;I)Z
    move-result v0
    :no
    return v0
.end method

.method static h12(Lcom/example/deep/Grant;I)Z
    .registers 3
    .line 32
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h13(Lcom/example/deep/Grant;I)Z
    move-result v0
    if-eqz v0, :no
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h13(Lcom/example/deep/Grant;I)Z
    move-result v0
    :no
    return v0
.end method

.method static h13(Lcom/example/deep/Grant;I)Z
    .registers 3
    .line 33
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h14(Lcom/example/deep/Grant;I)Z
    move-result v0
    if-eqz v0, :no
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h14(Lcom/example/deep/Grant;I)Z
    move-result v0
    :no
    return v0
.end method

.method static h14(Lcom/example/deep/Grant;I)Z
    .registers 3
    .line 34
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h15(Lcom/example/deep/Grant;I)Z
    move-result v0
    if-eqz v0, :no
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h15(Lcom/example/deep/Grant;I)Z
    move-result v0
    :no
    return v0
.end method

.method static h15(Lcom/example/deep/Grant;I)Z
    .registers 3
    .line 35
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h16(Lcom/example/deep/Grant;I)Z
    move-result v0
    if-eqz v0, :no
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h16(Lcom/example/deep/Grant;I)Z
    move-result v0
    :no
    return v0
.end method

.method static h16(Lcom/example/deep/Grant;I)Z
    .registers 3
    .line 36
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h17(Lcom/example/deep/Grant;I)Z
    move-result v0
    if-eqz v0, :no
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h17(Lcom/example/deep/Grant;I)Z
    move-result v0
    :no
    return v0
.end method

.method static h17(Lcom/example/deep/Grant;I)Z
    .registers 3
    .line 37
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h18(Lcom/example/deep/Grant;I)Z
    move-result v0
    if-eqz v0, :no
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h18(Lcom/example/deep/Grant;I)Z
    move-result v0
    :no
    return v0
.end method

.method static h18(Lcom/example/deep/Grant;I)Z
    .registers 3
    .line 38
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h19(Lcom/example/deep/Grant;I)Z
    move-result v0
    if-eqz v0, :no
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h19(Lcom/example/deep/Grant;I)Z
    move-result v0
    :no
    return v0
.end method

.method static h19(Lcom/example/deep/Grant;I)Z
    .registers 3
    .line 39
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h20(Lcom/example/deep/Grant;I)Z
    move-result v0
    if-eqz v0, :no
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h20(Lcom/example/deep/Grant;I)Z
    move-result v0
    :no
    return v0
.end method

.method static h20(Lcom/example/deep/Grant;I)Z
    .registers 3
    .line 40
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h21(Lcom/example/deep/Grant;I)Z
    move-result v0
    if-eqz v0, :no
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h21(Lcom/example/deep/Grant;I)Z
    move-result v0
    :no
    return v0
.end method

.method static h21(Lcom/example/deep/Grant;I)Z
    .registers 3
    .line 41
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h22(Lcom/example/deep/Grant;I)Z
    move-result v0
    if-eqz v0, :no
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h22(Lcom/example/deep/Grant;I)Z
    move-result v0
    :no
    return v0
.end method

.method static h22(Lcom/example/deep/Grant;I)Z
    .registers 3
    .line 42
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h23(Lcom/example/deep/Grant;I)Z
    move-result v0
    if-eqz v0, :no
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h23(Lcom/example/deep/Grant;I)Z
    move-result v0
    :no
    return v0
.end method

.method static h23(Lcom/example/deep/Grant;I)Z
    .registers 3
    .line 43
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h24(Lcom/example/deep/Grant;I)Z
    move-result v0
    if-eqz v0, :no
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h24(Lcom/example/deep/Grant;I)Z
    move-result v0
    :no
    return v0
.end method

.method static h24(Lcom/example/deep/Grant;I)Z
    .registers 3
    .line 44
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h25(Lcom/example/deep/Grant;I)Z
    move-result v0
    if-eqz v0, :no
    invoke-static {p0, p1}, Lcom/example/deep/Chain;->h25(Lcom/example/deep/Grant;I)Z
    move-result v0
    :no
    return v0
.end method

.method static h25(Lcom/example/deep/Grant;I)Z
    .registers 3
    .line 45
    iget v0, p0, Lcom/example/deep/Grant;->owner:I
    if-ne v0, p1, :no
    const/4 v0, 0x1
    return v0
    :no
    const/4 v0, 0x0
    return v0
.end method
