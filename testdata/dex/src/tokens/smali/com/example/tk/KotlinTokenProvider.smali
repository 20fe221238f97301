# Kotlin sketch (KotlinTokenProvider.kt):
#   class KotlinTokenProvider : ContentProvider() {                               // 9
#       override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {  // 10
#           val uid = Binder.getCallingUid()                                         // 11
#           val p = when (method) {                                                  // 12
#               "execute_tool" -> Confirmations.take(extras?.getString("resume_token") ?: return null, uid)  // 13
#               "get_operation" -> Confirmations.find(extras?.getString("operation_id") ?: return null)      // 14
#               else -> null                                                         // 15
#           }
#           return bundleOf("data" to p?.tool)                                       // 17
#       }
#       ...
#   }
.class public final Lcom/example/tk/KotlinTokenProvider;
.super Landroid/content/ContentProvider;
.source "KotlinTokenProvider.kt"

.method public constructor <init>()V
    .locals 0
    .line 9
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 4
    const-string p2, "method"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 12
    const-string v0, "execute_tool"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    const/4 v1, 0x0
    if-eqz v0, :cond_1
    .line 13
    if-eqz p3, :cond_0
    const-string p1, "resume_token"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    if-nez p1, :cond_2
    :cond_0
    return-object v1
    :cond_2
    sget-object p3, Lcom/example/tk/Confirmations;->INSTANCE:Lcom/example/tk/Confirmations;
    invoke-virtual {p3, p1, p2}, Lcom/example/tk/Confirmations;->take(Ljava/lang/String;I)Lcom/example/tk/Pending;
    move-result-object p1
    goto :goto_0
    .line 14
    :cond_1
    const-string p2, "get_operation"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_4
    if-eqz p3, :cond_3
    const-string p1, "operation_id"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    if-nez p1, :cond_5
    :cond_3
    return-object v1
    :cond_5
    sget-object p2, Lcom/example/tk/Confirmations;->INSTANCE:Lcom/example/tk/Confirmations;
    invoke-virtual {p2, p1}, Lcom/example/tk/Confirmations;->find(Ljava/lang/String;)Lcom/example/tk/Pending;
    move-result-object p1
    goto :goto_0
    .line 15
    :cond_4
    move-object p1, v1
    .line 17
    :goto_0
    const/4 p2, 0x1
    new-array p2, p2, [Lkotlin/Pair;
    if-eqz p1, :cond_6
    iget-object v1, p1, Lcom/example/tk/Pending;->tool:Ljava/lang/String;
    :cond_6
    const-string p1, "data"
    invoke-static {p1, v1}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object p1
    const/4 p3, 0x0
    aput-object p1, p2, p3
    invoke-static {p2}, Landroidx/core/os/BundleKt;->bundleOf([Lkotlin/Pair;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method public onCreate()Z
    .locals 1
    .line 20
    const/4 v0, 0x1
    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .locals 1
    .line 21
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .locals 1
    .line 22
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .locals 1
    .line 23
    const/4 v0, 0x0
    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .locals 1
    .line 24
    const/4 v0, 0x0
    return v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .locals 1
    .line 25
    const/4 v0, 0x0
    return v0
.end method
