# class P extends ContentProvider {
#   public Bundle call(String method, String arg, Bundle extras) {
#     Binder.getCallingUid();
#     Object n = com.google.gson.BeanReader.property(extras, "size");   // a bundled mapper reads a getter
#     Bundle b = new Bundle(); b.putString("result", "{}"); return b;
#   }
# }
.class public Lcom/example/demo/P;
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
    .registers 7
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    const-string v1, "size"
    invoke-static {p3, v1}, Lcom/google/gson/BeanReader;->property(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    const-string v1, "result"
    const-string v2, "{}"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method
