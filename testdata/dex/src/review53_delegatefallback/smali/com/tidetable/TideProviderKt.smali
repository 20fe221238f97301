.class public final Lcom/tidetable/TideProviderKt;
.super Ljava/lang/Object;
.source "TideProvider.kt"


.method public static final withClearedIdentity(Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;
    .registers 8
    const-string v1, "block"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v0, 0x0
    move v2, v0
    .line 129
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    move-wide v3, v0
    :t_12
    .line 130
    nop
    .line 131
    invoke-interface {v7}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object v0
    move-object v5, v0
    :t_21
    const/4 v0, 0x1
    invoke-static {v0}, Lkotlin/jvm/internal/InlineMarker;->finallyStart(I)V
    .line 133
    invoke-static {v3, v4}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    const/4 v0, 0x1
    invoke-static {v0}, Lkotlin/jvm/internal/InlineMarker;->finallyEnd(I)V
    .line 131
    return-object v5
    :L36
    .line 133
    move-exception v0
    move-object v6, v0
    const/4 v0, 0x1
    invoke-static {v0}, Lkotlin/jvm/internal/InlineMarker;->finallyStart(I)V
    invoke-static {v3, v4}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    const/4 v0, 0x1
    invoke-static {v0}, Lkotlin/jvm/internal/InlineMarker;->finallyEnd(I)V
    throw v6
    .catchall {:t_12 .. :t_21} :L36
.end method

