.class public Lcom/example/cid/SecondProvider;
.super Lcom/example/sdk/BaseToolProvider;
.source "SecondProvider.java"

.method public constructor <init>()V
    .locals 0
    invoke-direct {p0}, Lcom/example/sdk/BaseToolProvider;-><init>()V
    return-void
.end method

# near miss CETP605: delegates to the checking SDK superclass
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 1
    .line 10
    invoke-super {p0, p1, p2, p3}, Lcom/example/sdk/BaseToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method protected handle(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 1
    .line 20
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method

# near miss CETP605: enforces a permission before deleting
.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .locals 2
    .line 30
    const-string v0, "com.example.cid.permission.DELETE"
    const-string v1, "delete"
    invoke-virtual {p0, v0, v1}, Lcom/example/cid/SecondProvider;->enforceCallingPermission(Ljava/lang/String;Ljava/lang/String;)V
    .line 31
    invoke-static {}, Lcom/example/cid/Callers;->work()V
    const/4 v0, 0x1
    return v0
.end method
