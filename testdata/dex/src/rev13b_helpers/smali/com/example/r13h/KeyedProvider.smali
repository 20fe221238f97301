# Kotlin sketch (KeyedProvider.kt), kotlinc + D8: every request key is read through the
# BundleExt.kt extension helpers.
#   class KeyedProvider : ContentProvider() {                                              // 9
#       override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {       // 11
#           if (method != "execute_tool" || extras == null) return null                     // 12
#           val session = extras.str("session_token") ?: return null                       // 13
#           if (extras.num("deadline_at_ms") < System.currentTimeMillis()) return null      // 14
#           if (extras.flag("confirmed")) {                                                 // 15
#               Db.open(context!!).execSQL("DELETE FROM drafts")                           // 16
#           }
#           return Bundle()                                                                 // 18
#       }
#   }
.class public final Lcom/example/r13h/KeyedProvider;
.super Landroid/content/ContentProvider;
.source "KeyedProvider.kt"

.method public constructor <init>()V
    .locals 0
    .line 9
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

# near miss CETP619 (line 14) and near miss CETP625 (line 13): both keys are read through helpers
# (BundleExtKt.num / str, whose summaries use the argument as the getter's key);
# true positive CETP614 at line 15: the request's "confirmed" flag, read through the Boolean
# helper BundleExtKt.flag, decides the delete at line 16
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 4
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    const-string v0, "execute_tool"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    const/4 p2, 0x0
    if-eqz p1, :cond_ret
    if-nez p3, :cond_0
    goto :cond_ret
    :cond_0
    .line 13
    const-string p1, "session_token"
    invoke-static {p3, p1}, Lcom/example/r13h/BundleExtKt;->str(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    if-nez p1, :cond_1
    return-object p2
    :cond_1
    .line 14
    const-string p1, "deadline_at_ms"
    invoke-static {p3, p1}, Lcom/example/r13h/BundleExtKt;->num(Landroid/os/Bundle;Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long p1, v0, v2
    if-gez p1, :cond_2
    return-object p2
    :cond_2
    .line 15
    const-string p1, "confirmed"
    invoke-static {p3, p1}, Lcom/example/r13h/BundleExtKt;->flag(Landroid/os/Bundle;Ljava/lang/String;)Z
    move-result p1
    if-eqz p1, :cond_3
    .line 16
    invoke-virtual {p0}, Lcom/example/r13h/KeyedProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    invoke-static {p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {p1}, Lcom/example/r13h/Db;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p1
    const-string p2, "DELETE FROM drafts"
    invoke-virtual {p1, p2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 18
    :cond_3
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    return-object p1
    :cond_ret
    return-object p2
.end method
