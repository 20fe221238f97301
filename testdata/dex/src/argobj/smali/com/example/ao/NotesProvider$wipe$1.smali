# kotlinc's class for the lambda of NotesProvider.wipe (line 82), made
# when lambdas are compiled to classes: it captures the database and the id.
.class final Lcom/example/ao/NotesProvider$wipe$1;
.super Lkotlin/jvm/internal/Lambda;
.source "NotesProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

.field final synthetic $db:Landroid/database/sqlite/SQLiteDatabase;
.field final synthetic $id:Ljava/lang/String;

.method constructor <init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)V
    .locals 1
    iput-object p1, p0, Lcom/example/ao/NotesProvider$wipe$1;->$db:Landroid/database/sqlite/SQLiteDatabase;
    iput-object p2, p0, Lcom/example/ao/NotesProvider$wipe$1;->$id:Ljava/lang/String;
    const/4 v0, 0x0
    invoke-direct {p0, v0}, Lkotlin/jvm/internal/Lambda;-><init>(I)V
    return-void
.end method

.method public bridge synthetic invoke()Ljava/lang/Object;
    .locals 1
    .line 82
    invoke-virtual {p0}, Lcom/example/ao/NotesProvider$wipe$1;->invoke()V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public final invoke()V
    .locals 5
    .line 82
    iget-object v0, p0, Lcom/example/ao/NotesProvider$wipe$1;->$db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "notes"
    const-string v2, "id = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    iget-object v4, p0, Lcom/example/ao/NotesProvider$wipe$1;->$id:Ljava/lang/String;
    const/4 p0, 0x0
    aput-object v4, v3, p0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    return-void
.end method
