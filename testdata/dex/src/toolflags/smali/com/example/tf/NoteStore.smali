# Java sketch (NoteStore.java): every handler writes to the database.
#   final class NoteStore {                                                       // 7
#       CetpProviderResult write(Context context, String sql) {
#           context.openOrCreateDatabase("notes.db", 0, null).execSQL(sql);       // 9
#           return CetpProviderResult.Companion.inline(0);                        // 10
#       }
#   }
.class final Lcom/example/tf/NoteStore;
.super Ljava/lang/Object;
.source "NoteStore.java"

.method constructor <init>()V
    .locals 0
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method write(Landroid/content/Context;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 3
    .line 9
    const-string v0, "notes.db"
    const/4 v1, 0x0
    const/4 v2, 0x0
    invoke-virtual {p1, v0, v1, v2}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p1
    invoke-virtual {p1, p2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 10
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {p1, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->inline(I)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method
