# Kotlin sketch (Cleaner.kt), compiled by kotlinc and D8: `when` on a
# String with two branches becomes a hashCode switch and an equals test per
# label that jumps straight to the branch.
#   package com.example.csw                                                       // 1
#
#   object Cleaner {                                                              // 3
#       fun clear(db: SQLiteDatabase, arg: String?) {                             // 4
#           when (JSONObject(arg).optString("approved")) {                        // 5
#               "wipe" -> db.execSQL("DELETE FROM drafts")                        // 6 CETP614
#               "keep" -> Log.i("csw", "kept")                                    // 7
#           }
#       }
#   }
.class public final Lcom/example/csw/Cleaner;
.super Ljava/lang/Object;
.source "Cleaner.kt"

.field public static final INSTANCE:Lcom/example/csw/Cleaner;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/csw/Cleaner;
    invoke-direct {v0}, Lcom/example/csw/Cleaner;-><init>()V
    sput-object v0, Lcom/example/csw/Cleaner;->INSTANCE:Lcom/example/csw/Cleaner;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final clear(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)V
    .registers 5
    const-string v0, "db"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 5
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0, p2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    const-string v1, "approved"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v1
    sparse-switch v1, :hashes
    goto :end
    :h_keep
    const-string v1, "keep"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :arm_keep
    goto :end
    :h_wipe
    const-string v1, "wipe"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :end
    .line 6
    const-string v0, "DELETE FROM drafts"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    goto :end
    :arm_keep
    .line 7
    const-string v0, "csw"
    const-string v1, "kept"
    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    :end
    .line 9
    return-void
    :hashes
    .sparse-switch
        0x322b85 -> :h_keep
        0x37b047 -> :h_wipe
    .end sparse-switch
.end method
