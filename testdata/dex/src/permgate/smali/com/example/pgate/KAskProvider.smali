# Kotlin sketch (KAskProvider.kt):
#   class KAskProvider : ContentProvider() {
#       override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
#           if (context!!.checkCallingPermission(ADMIN) != PackageManager.PERMISSION_GRANTED) // 12
#               throw SecurityException("caller lacks $ADMIN")                                  // 13
#           return bundleOf("status" to "success")                                             // 15
#       }
#       companion object { const val ADMIN = "com.example.pgate.permission.ADMIN" }
#   }
# near miss CETP605: the answer of checkCallingPermission decides whether call goes on
.class public final Lcom/example/pgate/KAskProvider;
.super Landroid/content/ContentProvider;
.source "KAskProvider.kt"

.method public constructor <init>()V
    .locals 0
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 3
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    invoke-virtual {p0}, Lcom/example/pgate/KAskProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-string v1, "com.example.pgate.permission.ADMIN"
    invoke-virtual {v0, v1}, Landroid/content/Context;->checkCallingPermission(Ljava/lang/String;)I
    move-result v0
    if-nez v0, :cond_0
    .line 15
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    const-string v1, "status"
    const-string v2, "success"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
    .line 13
    :cond_0
    new-instance v0, Ljava/lang/SecurityException;
    const-string v1, "caller lacks com.example.pgate.permission.ADMIN"
    invoke-direct {v0, v1}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V
    throw v0
.end method
