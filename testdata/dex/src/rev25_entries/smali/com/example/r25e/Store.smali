# Kotlin sketch (Store.kt), compiled by kotlinc 1.9 and D8:
#   object Store {                                                                // 3
#       @JvmStatic fun list(c: Context): CetpProviderResult {
#           c.openOrCreateDatabase("n", 0, null).rawQuery("SELECT * FROM notes", null)   // 5
#           return CetpProviderResult.inline(0)                                   // 6
#       }
#       @JvmStatic fun add(c: Context): CetpProviderResult {
#           c.openOrCreateDatabase("n", 0, null).insert("notes", null, ContentValues())  // 9
#           return CetpProviderResult.inline(0)                                   // 10
#       }
#       @JvmStatic fun archive(c: Context): CetpProviderResult {
#           c.openOrCreateDatabase("n", 0, null).execSQL("UPDATE notes SET archived = 1") // 13
#           return CetpProviderResult.inline(0)                                   // 14
#       }
#   }
# (The object's INSTANCE and <init> are left out: nothing here reads them.)
.class public final Lcom/example/r25e/Store;
.super Ljava/lang/Object;
.source "Store.kt"

.method public static final list(Landroid/content/Context;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 4
    .line 5
    const-string v0, "n"
    const/4 v1, 0x0
    invoke-virtual {p0, v0, v1, v1}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v2, "SELECT * FROM notes"
    invoke-virtual {v0, v2, v1}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    .line 6
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->inline(I)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method

.method public static final add(Landroid/content/Context;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 5
    .line 9
    const-string v0, "n"
    const/4 v1, 0x0
    invoke-virtual {p0, v0, v1, v1}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v2, "notes"
    new-instance v3, Landroid/content/ContentValues;
    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V
    invoke-virtual {v0, v2, v1, v3}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 10
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->inline(I)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method

.method public static final archive(Landroid/content/Context;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 4
    .line 13
    const-string v0, "n"
    const/4 v1, 0x0
    invoke-virtual {p0, v0, v1, v1}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v2, "UPDATE notes SET archived = 1"
    invoke-virtual {v0, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 14
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->inline(I)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method
