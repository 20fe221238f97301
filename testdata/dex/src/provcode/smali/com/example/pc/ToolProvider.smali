# Java sketch:
#   public final class ToolProvider extends ContentProvider {
#       @Override public Bundle call(String method, String arg, Bundle extras) {
#           int uid = Binder.getCallingUid();                                   // 20
#           Context ctx = getContext();                                         // 21
#           if (!Auth.checkAll(ctx, uid)) throw new SecurityException("denied"); // 22
#           Bundle out = new Bundle();                                          // 23
#           if ("foreign".equals(method)) out.putParcelable("resolution", Resolutions.foreign(ctx));       // 24
#           if ("undeclared".equals(method)) out.putParcelable("resolution", Resolutions.undeclared(ctx)); // 25
#           if ("own".equals(method)) out.putParcelable("resolution", Resolutions.own(ctx));               // 26
#           if ("stuck".equals(method)) out.putParcelable("resolution", Resolutions.stuck(ctx));           // 27
#           if ("component".equals(method)) out.putParcelable("resolution", Resolutions.component(ctx));   // 28
#           if ("auth".equals(method)) return LegacyErrors.authRequired("sign in");                 // 32
#           if ("confirm".equals(method)) return LegacyErrors.userActionRequired(Resolutions.own(ctx), arg); // 33
#           LegacyErrors.addHint(out);                                          // 29
#           LegacyErrors.consumerIntent(extras);                                // 30
#           return out;                                                         // 31
#       }
#       // onCreate, getType, query, insert, delete, update: stubs
#   }
.class public final Lcom/example/pc/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 5
    .line 20
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    .line 21
    invoke-virtual {p0}, Lcom/example/pc/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    .line 22
    invoke-static {v1, v0}, Lcom/example/pc/Auth;->checkAll(Landroid/content/Context;I)Z
    move-result v2
    if-eqz v2, :denied
    .line 23
    new-instance v2, Landroid/os/Bundle;
    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V
    const-string v3, "resolution"
    .line 24
    const-string v4, "foreign"
    invoke-virtual {v4, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v4
    if-eqz v4, :not_foreign
    invoke-static {v1}, Lcom/example/pc/Resolutions;->foreign(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object v4
    invoke-virtual {v2, v3, v4}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :not_foreign
    .line 25
    const-string v4, "undeclared"
    invoke-virtual {v4, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v4
    if-eqz v4, :not_undeclared
    invoke-static {v1}, Lcom/example/pc/Resolutions;->undeclared(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object v4
    invoke-virtual {v2, v3, v4}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :not_undeclared
    .line 26
    const-string v4, "own"
    invoke-virtual {v4, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v4
    if-eqz v4, :not_own
    invoke-static {v1}, Lcom/example/pc/Resolutions;->own(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object v4
    invoke-virtual {v2, v3, v4}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :not_own
    .line 27
    const-string v4, "stuck"
    invoke-virtual {v4, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v4
    if-eqz v4, :not_stuck
    invoke-static {v1}, Lcom/example/pc/Resolutions;->stuck(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object v4
    invoke-virtual {v2, v3, v4}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :not_stuck
    .line 28
    const-string v4, "component"
    invoke-virtual {v4, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v4
    if-eqz v4, :not_component
    invoke-static {v1}, Lcom/example/pc/Resolutions;->component(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object v4
    invoke-virtual {v2, v3, v4}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :not_component
    .line 32
    const-string v4, "auth"
    invoke-virtual {v4, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v4
    if-eqz v4, :not_auth
    const-string v4, "sign in"
    invoke-static {v4}, Lcom/example/pc/LegacyErrors;->authRequired(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v4
    return-object v4
    :not_auth
    .line 33
    const-string v4, "confirm"
    invoke-virtual {v4, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v4
    if-eqz v4, :not_confirm
    invoke-static {v1}, Lcom/example/pc/Resolutions;->own(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object v4
    invoke-static {v4, p2}, Lcom/example/pc/LegacyErrors;->userActionRequired(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v4
    return-object v4
    :not_confirm
    .line 29
    invoke-static {v2}, Lcom/example/pc/LegacyErrors;->addHint(Landroid/os/Bundle;)V
    .line 30
    invoke-static {p3}, Lcom/example/pc/LegacyErrors;->consumerIntent(Landroid/os/Bundle;)Ljava/lang/String;
    .line 31
    return-object v2
    :denied
    .line 22
    new-instance v2, Ljava/lang/SecurityException;
    const-string v3, "denied"
    invoke-direct {v2, v3}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V
    throw v2
.end method

.method public constructor <init>()V
    .locals 0
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .locals 1
    const/4 v0, 0x1
    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .locals 1
    const/4 v0, 0x0
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .locals 1
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .locals 1
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .locals 1
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .locals 1
    const/4 v0, 0x0
    return v0
.end method
