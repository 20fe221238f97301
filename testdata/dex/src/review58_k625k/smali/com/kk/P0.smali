.class public final Lcom/kk/P0;
.super Landroid/content/ContentProvider;
.source "App.kt"


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 14
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public static final call$lambda$0(Ljava/lang/String;)Lkotlin/Unit;
    .registers 4
    const-string v1, "it"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "needs "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    move-object v2, v1
    move-object v1, v0
    move-object v0, v2
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    .line 20
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method


# virtual methods
.method public onCreate()Z
    .registers 2
    .line 15
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    const-string v1, "method"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    if-eqz v8, :L19
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x27fa
    if-eq v0, v1, :L27
:L19
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
:L27
    .line 19
    const-string v1, "execute_tool"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L53
    const-string v1, "list_tools"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L53
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
:L53
    .line 20
    new-instance v0, Lcom/kk/Label;
    const-string v2, "session_token"
    sget-object v3, Lcom/kk/P0$$ExternalSyntheticLambda0;->INSTANCE:Lcom/kk/P0$$ExternalSyntheticLambda0;
    invoke-direct {v0, v2, v3}, Lcom/kk/Label;-><init>(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)V
    invoke-virtual {v0}, Lcom/kk/Label;->show()V
    .line 21
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v4, v0
    .line 22
    const-string v1, "result"
    const-string v2, "{}"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 23
    return-object v4
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 26
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 27
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 28
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 29
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 30
    const/4 v0, 0x0
    return v0
.end method

