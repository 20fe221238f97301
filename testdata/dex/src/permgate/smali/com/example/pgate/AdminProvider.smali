# Java sketch (AdminProvider.java):
#   public class AdminProvider extends ContentProvider {
#       @Override public Bundle call(String method, String arg, Bundle extras) {
#           Gate.require(getContext(), "com.example.pgate.permission.ADMIN");    // 12
#           Bundle out = new Bundle(); out.putString("status", "success");      // 13
#           return out;                                                          // 14
#       }
#   }
# near miss CETP605: the same helper, given the app's signature-level permission
.class public Lcom/example/pgate/AdminProvider;
.super Landroid/content/ContentProvider;
.source "AdminProvider.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    .line 12
    invoke-virtual {p0}, Lcom/example/pgate/AdminProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "com.example.pgate.permission.ADMIN"
    invoke-static {v0, v1}, Lcom/example/pgate/Gate;->require(Landroid/content/Context;Ljava/lang/String;)V
    .line 13
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    const-string v1, "status"
    const-string v2, "success"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 14
    return-object v0
.end method
