# D8's desugared Runnable for the lambda of NotesProvider.recent (line 65):
# it captures the database only.
.class public final synthetic Lcom/example/ao/NotesProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.implements Ljava/lang/Runnable;

.field public final synthetic f$0:Landroid/database/sqlite/SQLiteDatabase;

.method public synthetic constructor <init>(Landroid/database/sqlite/SQLiteDatabase;)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/ao/NotesProvider$$ExternalSyntheticLambda1;->f$0:Landroid/database/sqlite/SQLiteDatabase;
    return-void
.end method

.method public final run()V
    .locals 1
    iget-object v0, p0, Lcom/example/ao/NotesProvider$$ExternalSyntheticLambda1;->f$0:Landroid/database/sqlite/SQLiteDatabase;
    invoke-static {v0}, Lcom/example/ao/NotesProvider;->$r8$lambda$fJ4oZ8gWk1NtXyH6qA0vCeD2uMs(Landroid/database/sqlite/SQLiteDatabase;)V
    return-void
.end method
