# Java (minSdk 21, core library desugaring on):
#   public Bundle call(String method, String arg, Bundle extras) {
#       CompletableFuture.supplyAsync(() -> Binder.getCallingUid());   // D8 rewrites to j$.util.concurrent.CompletableFuture
#       return new Bundle();
#   }
.class public Lcom/example/jd/ToolProvider;
.super Landroid/content/ContentProvider;
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
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 1
    new-instance v0, Lcom/example/jd/ToolProvider$$ExternalSyntheticLambda0;
    invoke-direct {v0}, Lcom/example/jd/ToolProvider$$ExternalSyntheticLambda0;-><init>()V
    invoke-static {v0}, Lj$/util/concurrent/CompletableFuture;->supplyAsync(Lj$/util/function/Supplier;)Lj$/util/concurrent/CompletableFuture;
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method
