.class Lcom/inkwell/notes/NotesToolProvider$NoteTool$5$1;
.super Ljava/lang/Object;
.source "NotesToolProvider.java"

# interfaces
.implements Ljava/lang/Runnable;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/inkwell/notes/NotesToolProvider$NoteTool$5;->run(Lcom/inkwell/notes/NotesToolProvider;Lcom/inkwell/core/ToolCall;)Landroid/os/Bundle;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/inkwell/notes/NotesToolProvider$NoteTool$5;

.field final synthetic val$id:J

.field final synthetic val$p:Lcom/inkwell/notes/NotesToolProvider;


# direct methods
.method constructor <init>(Lcom/inkwell/notes/NotesToolProvider$NoteTool$5;Lcom/inkwell/notes/NotesToolProvider;J)V
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 231
    iput-object p1, p0, Lcom/inkwell/notes/NotesToolProvider$NoteTool$5$1;->this$0:Lcom/inkwell/notes/NotesToolProvider$NoteTool$5;

    iput-object p2, p0, Lcom/inkwell/notes/NotesToolProvider$NoteTool$5$1;->val$p:Lcom/inkwell/notes/NotesToolProvider;

    iput-wide p3, p0, Lcom/inkwell/notes/NotesToolProvider$NoteTool$5$1;->val$id:J

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public run()V
    .registers 6

    .line 234
    iget-object v0, p0, Lcom/inkwell/notes/NotesToolProvider$NoteTool$5$1;->val$p:Lcom/inkwell/notes/NotesToolProvider;

    invoke-static {v0}, Lcom/inkwell/notes/NotesToolProvider;->access$300(Lcom/inkwell/notes/NotesToolProvider;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "UPDATE trash SET deleted_by = ? WHERE id = ?"

    const/4 v2, 0x2

    new-array v2, v2, [Ljava/lang/Object;

    .line 235
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v3

    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v3

    const/4 v4, 0x0

    aput-object v3, v2, v4

    iget-wide v3, p0, Lcom/inkwell/notes/NotesToolProvider$NoteTool$5$1;->val$id:J

    invoke-static {v3, v4}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v3

    const/4 v4, 0x1

    aput-object v3, v2, v4

    .line 234
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 236
    return-void
.end method
