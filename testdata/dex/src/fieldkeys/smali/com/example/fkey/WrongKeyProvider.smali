# Kotlin sketch (WrongKeyProvider.kt), compiled by kotlinc 1.9 and D8. True
# positive for CETP625 and CETP619: the same code as FieldKeyProvider.kt,
# but the fields it reads hold other keys ("session_id", "deadline_ms"):
# the session token and the deadline are never read.
#   class WrongKeyProvider : ContentProvider() {                                  // 8
#       ...
#       override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
#           val out = Bundle()                                                     // 13
#           if (method == Methods.EXECUTE) {                                       // 14
#               val s = extras!!.getString(Keys.SESSION_ID)                        // 15
#               if (s == null || sessions[s] != Binder.getCallingUid()) { ... }    // 16-18
#               if (System.currentTimeMillis() > extras.getLong(Keys.DEADLINE_MS)) { ... } // 20-22
#               context!!.openOrCreateDatabase("n", 0, null).delete("notes", null, null) // 24
#           }
#           return out                                                             // 26
#       }
#   }
.class public final Lcom/example/fkey/WrongKeyProvider;
.super Landroid/content/ContentProvider;
.source "WrongKeyProvider.kt"

.field private final sessions:Ljava/util/HashMap;

.method public constructor <init>()V
    .registers 2
    .line 8
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 9
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iput-object v0, p0, Lcom/example/fkey/WrongKeyProvider;->sessions:Ljava/util/HashMap;
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 10
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 13
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 14
    sget-object v1, Lcom/example/fkey/Methods;->EXECUTE:Ljava/lang/String;
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :done
    .line 15
    invoke-static {p3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    sget-object v1, Lcom/example/fkey/Keys;->INSTANCE:Lcom/example/fkey/Keys;
    invoke-virtual {v1}, Lcom/example/fkey/Keys;->getSESSION_ID()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    .line 16
    if-eqz v1, :refuse
    iget-object v2, p0, Lcom/example/fkey/WrongKeyProvider;->sessions:Ljava/util/HashMap;
    invoke-virtual {v2, v1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v2
    check-cast v2, Ljava/lang/Integer;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v3
    if-nez v2, :boxed
    goto :refuse
    :boxed
    invoke-virtual {v2}, Ljava/lang/Integer;->intValue()I
    move-result v2
    if-eq v2, v3, :session_ok
    .line 17
    :refuse
    const-string v1, "error_code"
    const-string v2, "NEGOTIATION_REQUIRED"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 18
    return-object v0
    .line 20
    :session_ok
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v1
    sget-object v3, Lcom/example/fkey/Keys;->DEADLINE_MS:Ljava/lang/String;
    invoke-virtual {p3, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v3
    cmp-long v5, v1, v3
    if-lez v5, :late
    .line 24
    invoke-virtual {p0}, Lcom/example/fkey/WrongKeyProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-string v2, "n"
    const/4 v3, 0x0
    const/4 v4, 0x0
    invoke-virtual {v1, v2, v3, v4}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    const-string v2, "notes"
    invoke-virtual {v1, v2, v4, v4}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    goto :done
    .line 21
    :late
    const-string v1, "error_code"
    const-string v2, "DEADLINE_EXCEEDED"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 22
    return-object v0
    .line 26
    :done
    return-object v0
.end method
