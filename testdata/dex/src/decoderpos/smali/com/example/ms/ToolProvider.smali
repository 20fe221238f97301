.class public final Lcom/example/ms/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.kt"

.method public constructor <init>()V
    .registers 1
    .line 9
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 10
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 13
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p1
    .line 14
    if-eqz p2, :cond_0
    invoke-static {p2}, Lcom/example/ms/ToolProviderKt;->handle(Ljava/lang/String;)V
    .line 15
    :cond_0
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    return-object p1
.end method
