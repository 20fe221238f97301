# See sketch/ToolProvider.java and ../mapping.txt. R8 kept the component's
# name, inlined Intents.open into call (residual lines 2-3), moved the
# Intent and PendingIntent of lines 24-25 into an outline it renamed a.b
# (called at residual line 6), renamed Intents to a.a, and set every class's SourceFile to "r8-map-id-" and the
# mapping's pg_map_id (no -renamesourcefileattribute in the build).
.class public Lcom/example/rel/ToolProvider;
.super Landroid/content/ContentProvider;
.source "r8-map-id-9f3c2a1"

.method public constructor <init>()V
    .registers 1
    .line 1
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
    .line 1
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    new-instance p2, Landroid/os/Bundle;
    invoke-direct {p2}, Landroid/os/Bundle;-><init>()V
    .line 2
    new-instance p3, Landroid/content/Intent;
    const-string v0, "com.example.rel.OPEN"
    invoke-direct {p3, v0}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    .line 3
    const/4 v0, 0x0
    const/high16 v1, 0x4000000
    invoke-static {p1, v0, p3, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p3
    const-string v0, "open"
    invoke-virtual {p2, v0, p3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 4
    invoke-static {p1}, La/a;->a(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object p3
    const-string v0, "confirm"
    invoke-virtual {p2, v0, p3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 5
    invoke-static {p1}, La/a;->b(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object p3
    const-string v0, "sync"
    invoke-virtual {p2, v0, p3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 6
    const-string v0, "com.example.rel.VIEW"
    invoke-static {p1, v0}, La/b;->a(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object p3
    const-string v0, "view"
    invoke-virtual {p2, v0, p3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 9
    return-object p2
.end method
