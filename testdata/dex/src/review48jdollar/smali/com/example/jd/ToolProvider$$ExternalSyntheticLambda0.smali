# D8's lambda for () -> Binder.getCallingUid(), desugared to j$.util.function.Supplier
.class public final synthetic Lcom/example/jd/ToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.implements Lj$/util/function/Supplier;
.method public synthetic constructor <init>()V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
.method public final get()Ljava/lang/Object;
    .locals 1
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
.end method
