.class public Lcom/example/cid/ThirdProvider;
.super Lcom/vendor/sdk/RemoteBaseProvider;
.source "ThirdProvider.java"

.method public constructor <init>()V
    .locals 0
    invoke-direct {p0}, Lcom/vendor/sdk/RemoteBaseProvider;-><init>()V
    return-void
.end method

# note 605: the chain continues in a base class that is not in the APK
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 1
    .line 10
    invoke-super {p0, p1, p2, p3}, Lcom/vendor/sdk/RemoteBaseProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method
