.class public final Lcom/example/r17i/IdentityKt;
.super Ljava/lang/Object;
.source "Identity.kt"

.method public static final withClearedIdentity(Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;
    .registers 6
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<T:",
            "Ljava/lang/Object;",
            ">(",
            "Lkotlin/jvm/functions/Function0<",
            "+TT;>;)TT;"
        }
    .end annotation
    const-string v0, "block"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v0, 0x0
    .line 6
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v1
    .line 7
    nop
    .line 8
    :try_start_0
    invoke-interface {p0}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object v3
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 10
    invoke-static {v1, v2}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 8
    return-object v3
    .line 10
    :catchall_0
    move-exception v3
    invoke-static {v1, v2}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw v3
.end method
