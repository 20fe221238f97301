# Kotlin sketch (Handlers.kt), after R8 horizontal class merging: three
# handler classes of one shape became a.b, told apart by $r8$classId
# (0 = ListHandler, 1 = AddHandler, 2 = StatsHandler); the merged handle
# method switches on it, the last class's code being the default.
#   class ListHandler : Handler {                                                 // 5
#       override fun handle(context: Context) = context.openOrCreateDatabase("n", 0, null)
#           .rawQuery("SELECT * FROM notes", null).let {                          // 6
#               ping(); CetpProviderResult.inline(0) }                              // 7  (rev14: the ping lambda, a.c.a)
#   }
#   class AddHandler : Handler {                                                  // 9
#       override fun handle(context: Context) = context.openOrCreateDatabase("n", 0, null)
#           .insert("notes", null, ContentValues()).let { CetpProviderResult.inline(0) } // 10
#   }
#   class StatsHandler : Handler {                                                // 13
#       override fun handle(context: Context): CetpProviderResult {
#           wipe()                         // 14  (rev14: the wipe lambda, a.c.b, instead of a preferences write)
#           return CetpProviderResult.inline(0)                                   // 15
#       }
#   }
.class public final La/b;
.super Ljava/lang/Object;
.source "SourceFile"

# interfaces
.implements La/a;

.field public final synthetic $r8$classId:I

.method public synthetic constructor <init>(I)V
    .registers 2
    iput p1, p0, La/b;->$r8$classId:I
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final a(Landroid/content/Context;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 7
    iget v0, p0, La/b;->$r8$classId:I
    packed-switch v0, :pswitch_data
    .line 14
    sget-object v0, La/c;->b:La/c;
    invoke-virtual {v0}, La/c;->invoke()Ljava/lang/Object;
    goto :ret
    :pswitch_1
    .line 10
    const-string v0, "n"
    const/4 v1, 0x0
    invoke-virtual {p1, v0, v1, v1}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v2, "notes"
    new-instance v3, Landroid/content/ContentValues;
    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V
    invoke-virtual {v0, v2, v1, v3}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    goto :ret
    :pswitch_0
    .line 6
    const-string v0, "n"
    const/4 v1, 0x0
    invoke-virtual {p1, v0, v1, v1}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v2, "SELECT * FROM notes"
    invoke-virtual {v0, v2, v1}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    .line 7
    sget-object v0, La/c;->a:La/c;
    invoke-virtual {v0}, La/c;->invoke()Ljava/lang/Object;
    :ret
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const/4 v1, 0x0
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->inline(I)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0

    :pswitch_data
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method
