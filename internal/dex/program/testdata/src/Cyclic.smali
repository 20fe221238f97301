# A hierarchy cycle (A extends B extends A) and mutually recursive calls:
# malformed for the VM, so the analyses must stay bounded on them.
.class public Lcyc/A;
.super Lcyc/B;
.source "Cyclic.java"

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 1
    .line 1
    invoke-virtual {p0, p1, p2, p3}, Lcyc/A;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    invoke-static {}, Lcyc/A;->ping()I
    invoke-virtual {p0}, Lcyc/A;->missing()V
    const/4 v0, 0x0
    return-object v0
.end method

.method public static ping()I
    .locals 1
    invoke-static {}, Lcyc/B;->pong()I
    move-result v0
    return v0
.end method
