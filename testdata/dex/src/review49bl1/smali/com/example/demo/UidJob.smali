# class UidJob implements Callable<Integer> { public Integer call() { return Binder.getCallingUid(); } }
.class public Lcom/example/demo/UidJob;
.super Ljava/lang/Object;
.implements Ljava/util/concurrent/Callable;
.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
.method public call()Ljava/lang/Object;
    .registers 2
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
.end method
