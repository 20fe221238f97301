.class public Lq/P;
.super Landroid/content/ContentProvider;
.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    invoke-virtual {p0}, Lq/P;->getCallingPackage()Ljava/lang/String;
    move-result-object v0
    new-instance v1, Lq/C;
    invoke-direct {v1, v0}, Lq/C;-><init>(Ljava/lang/String;)V
    new-instance v2, Lq/B;
    invoke-direct {v2, v1}, Lq/B;-><init>(Lq/C;)V
    new-instance v3, Lq/A;
    invoke-direct {v3, v2}, Lq/A;-><init>(Lq/B;)V
    new-instance v0, Lq/Z;
    invoke-direct {v0, v3}, Lq/Z;-><init>(Lq/A;)V
    const/4 v0, 0x0
    return-object v0
.end method
