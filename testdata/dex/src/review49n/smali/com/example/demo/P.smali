# see JB.smali; P.call: if ("debug".equals(method)) Cfg.enable(); then the builder chain: until a "debug" call, Cfg.action() is null and the Intent implicit (CETP602)
.class public final Lcom/example/demo/P;
.super Landroid/content/ContentProvider;
.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method
.method public onCreate()Z
    .registers 2
    const/4 v0, 0x1
    return v0
.end method
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    const-string v0, "debug"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :go
    invoke-static {}, Lcom/example/demo/Cfg;->enable()V
    :go
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    new-instance v0, Lcom/example/demo/JB;
    invoke-direct {v0, v1}, Lcom/example/demo/JB;-><init>(Landroid/content/Context;)V
    const-class v1, Lcom/example/demo/ConfirmActivity;
    invoke-virtual {v0, v1}, Lcom/example/demo/JB;->target(Ljava/lang/Class;)Lcom/example/demo/JB;
    move-result-object v0
    const/high16 v1, 0x4000000
    invoke-virtual {v0, v1}, Lcom/example/demo/JB;->flags(I)Lcom/example/demo/JB;
    move-result-object v0
    invoke-virtual {v0}, Lcom/example/demo/JB;->build()Landroid/app/PendingIntent;
    move-result-object v3
    new-instance v2, Landroid/os/Bundle;
    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V
    const-string v1, "resolution"
    invoke-virtual {v2, v1, v3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    return-object v2
.end method
