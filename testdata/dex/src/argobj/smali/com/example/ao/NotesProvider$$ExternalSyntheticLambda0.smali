# D8's desugared Runnable for the lambda of NotesProvider.tag (line 59):
# it captures the database, the tag and the id.
.class public final synthetic Lcom/example/ao/NotesProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.implements Ljava/lang/Runnable;

.field public final synthetic f$0:Landroid/database/sqlite/SQLiteDatabase;
.field public final synthetic f$1:Ljava/lang/String;
.field public final synthetic f$2:Ljava/lang/String;

.method public synthetic constructor <init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/ao/NotesProvider$$ExternalSyntheticLambda0;->f$0:Landroid/database/sqlite/SQLiteDatabase;
    iput-object p2, p0, Lcom/example/ao/NotesProvider$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;
    iput-object p3, p0, Lcom/example/ao/NotesProvider$$ExternalSyntheticLambda0;->f$2:Ljava/lang/String;
    return-void
.end method

.method public final run()V
    .locals 3
    iget-object v0, p0, Lcom/example/ao/NotesProvider$$ExternalSyntheticLambda0;->f$0:Landroid/database/sqlite/SQLiteDatabase;
    iget-object v1, p0, Lcom/example/ao/NotesProvider$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;
    iget-object v2, p0, Lcom/example/ao/NotesProvider$$ExternalSyntheticLambda0;->f$2:Ljava/lang/String;
    invoke-static {v0, v1, v2}, Lcom/example/ao/NotesProvider;->$r8$lambda$Qx7TnK2dVh0aLwE5pYc9sRbU3mI(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method
