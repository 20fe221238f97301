# class P extends ContentProvider {
#   Bundle call(String method, String arg, Bundle extras) {
#     Binder.getCallingUid();
#     B b = new B(getContext());
#     if (arg != null) b.mutable();       // D8 places this block after the return (goto back)
#     Bundle out = new Bundle(); out.putParcelable("resolution", b.build()); return out;
#   }
# }
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
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    new-instance v0, Lcom/example/demo/B;
    invoke-direct {v0, v1}, Lcom/example/demo/B;-><init>(Landroid/content/Context;)V
    if-nez p2, :set
    :back
    new-instance v2, Landroid/os/Bundle;
    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V
    invoke-virtual {v0}, Lcom/example/demo/B;->build()Landroid/app/PendingIntent;
    move-result-object v3
    const-string v1, "resolution"
    invoke-virtual {v2, v1, v3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    return-object v2
    :set
    invoke-virtual {v0}, Lcom/example/demo/B;->mutable()Lcom/example/demo/B;
    goto :back
.end method
