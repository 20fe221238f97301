.class public final Lcom/tutortime/TutorDb;
.super Ljava/lang/Object;
.source "Repo.kt"

.field private final ctx:Landroid/content/Context;

.method public constructor <init>(Landroid/content/Context;)V
    .registers 3
    const-string v0, "ctx"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 13
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/tutortime/TutorDb;->ctx:Landroid/content/Context;
    return-void
.end method

.method public final getDb()Landroid/database/sqlite/SQLiteDatabase;
    .registers 5
    .line 14
    new-instance v0, Ljava/io/File;
    iget-object v2, v4, Lcom/tutortime/TutorDb;->ctx:Landroid/content/Context;
    invoke-virtual {v2}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v2
    const-string v3, "tutor.db"
    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    const/4 v1, 0x0
    invoke-static {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/io/File;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v2, "openOrCreateDatabase(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

