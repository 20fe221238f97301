.class public Lcyc/B;
.super Lcyc/A;
.source "Cyclic.java"

.method public static pong()I
    .locals 1
    invoke-static {}, Lcyc/A;->ping()I
    move-result v0
    return v0
.end method
