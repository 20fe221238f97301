.class public final Lq/b;
.super Ljava/lang/Object;

# D8's three Runnable lambdas of NotesToolProvider, bodies inlined, merged horizontally and
# renamed: classId 0 = lambda$call$0 (search_notes, Handler.post), 1 = lambda$call$1
# (recent_notes, Handler.post), 2 = lambda$exportNotebook$2 (export_notebook, Executor.execute).

# interfaces
.implements Ljava/lang/Runnable;

.field public final synthetic a:Lcom/quillnote/sync/NotesToolProvider;

.field public final synthetic b:Ljava/lang/Object;

.field public final synthetic c:Ljava/lang/String;

.field private final synthetic d:I

.method public synthetic constructor <init>(Lcom/quillnote/sync/NotesToolProvider;Ljava/lang/String;I)V
    .registers 4
    iput p3, p0, Lq/b;->d:I
    iput-object p1, p0, Lq/b;->a:Lcom/quillnote/sync/NotesToolProvider;
    iput-object p2, p0, Lq/b;->b:Ljava/lang/Object;
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lcom/quillnote/sync/NotesToolProvider;[Landroid/os/ParcelFileDescriptor;Ljava/lang/String;I)V
    .registers 5
    iput p4, p0, Lq/b;->d:I
    iput-object p1, p0, Lq/b;->a:Lcom/quillnote/sync/NotesToolProvider;
    iput-object p2, p0, Lq/b;->b:Ljava/lang/Object;
    iput-object p3, p0, Lq/b;->c:Ljava/lang/String;
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final run()V
    .registers 6
    iget v0, p0, Lq/b;->d:I
    if-eqz v0, :cond_1
    const/4 v1, 0x1
    if-eq v0, v1, :cond_0
    iget-object v0, p0, Lq/b;->b:Ljava/lang/Object;
    check-cast v0, [Landroid/os/ParcelFileDescriptor;
    iget-object v1, p0, Lq/b;->c:Ljava/lang/String;
    iget-object v2, p0, Lq/b;->a:Lcom/quillnote/sync/NotesToolProvider;

    :try_start_0
    new-instance v3, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;
    const/4 v4, 0x1
    aget-object v0, v0, v4
    invoke-direct {v3, v0}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;-><init>(Landroid/os/ParcelFileDescriptor;)V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0

    :try_start_1
    iget-object v0, v2, Lcom/quillnote/sync/NotesToolProvider;->e:Lq/f;
    invoke-virtual {v0, v1, v3}, Lq/f;->f(Ljava/lang/String;Ljava/io/OutputStream;)V
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :try_start_2
    invoke-virtual {v3}, Ljava/io/OutputStream;->close()V
    :try_end_2
    .catch Ljava/io/IOException; {:try_start_2 .. :try_end_2} :catch_0
    return-void

    :catchall_0
    move-exception v0

    :try_start_3
    invoke-virtual {v3}, Ljava/io/OutputStream;->close()V
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_1
    goto :goto_0

    :catchall_1
    move-exception v1

    :try_start_4
    invoke-virtual {v0, v1}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :goto_0
    throw v0
    :try_end_4
    .catch Ljava/io/IOException; {:try_start_4 .. :try_end_4} :catch_0

    :catch_0
    return-void

    :cond_0
    iget-object v0, p0, Lq/b;->a:Lcom/quillnote/sync/NotesToolProvider;
    iget-object v1, p0, Lq/b;->b:Ljava/lang/Object;
    check-cast v1, Ljava/lang/String;
    iget-object v0, v0, Lcom/quillnote/sync/NotesToolProvider;->e:Lq/f;
    const-string v2, "recent"
    invoke-virtual {v0, v1, v2}, Lq/f;->d(Ljava/lang/String;Ljava/lang/String;)V
    return-void

    :cond_1
    iget-object v0, p0, Lq/b;->a:Lcom/quillnote/sync/NotesToolProvider;
    iget-object v1, p0, Lq/b;->b:Ljava/lang/Object;
    check-cast v1, Ljava/lang/String;
    invoke-static {v0}, Lq/b$$ExternalSyntheticApiModelOutline0;->m(Landroid/content/ContentProvider;)Landroid/content/AttributionSource;
    move-result-object v2
    iget-object v0, v0, Lcom/quillnote/sync/NotesToolProvider;->e:Lq/f;
    invoke-static {v2}, Lq/b$$ExternalSyntheticApiModelOutline0;->m(Landroid/content/AttributionSource;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v2, v1}, Lq/f;->d(Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method
