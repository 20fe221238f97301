.class Lcom/inkwell/notes/NotesToolProvider$1;
.super Ljava/lang/Object;
.source "NotesToolProvider.java"

# interfaces
.implements Lcom/inkwell/notes/NoteTrash;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/inkwell/notes/NotesToolProvider;->onCreate()Z
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/inkwell/notes/NotesToolProvider;

.field final synthetic val$notes:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method constructor <init>(Lcom/inkwell/notes/NotesToolProvider;Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 60
    iput-object p1, p0, Lcom/inkwell/notes/NotesToolProvider$1;->this$0:Lcom/inkwell/notes/NotesToolProvider;

    iput-object p2, p0, Lcom/inkwell/notes/NotesToolProvider$1;->val$notes:Landroid/database/sqlite/SQLiteDatabase;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public moveToTrash(Lcom/inkwell/core/ToolCall;J)I
    .registers 10

    .line 63
    iget-object v0, p0, Lcom/inkwell/notes/NotesToolProvider$1;->val$notes:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "INSERT INTO trash SELECT * FROM notes WHERE id = ?"

    const/4 v2, 0x1

    new-array v3, v2, [Ljava/lang/Object;

    invoke-static {p2, p3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v4

    const/4 v5, 0x0

    aput-object v4, v3, v5

    invoke-virtual {v0, v1, v3}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 64
    iget-object v0, p0, Lcom/inkwell/notes/NotesToolProvider$1;->val$notes:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "notes"

    const-string v3, "id = ?"

    new-array v2, v2, [Ljava/lang/String;

    invoke-static {p2, p3}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v4

    aput-object v4, v2, v5

    invoke-virtual {v0, v1, v3, v2}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    return v0
.end method
