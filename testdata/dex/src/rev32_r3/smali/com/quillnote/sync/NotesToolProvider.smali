.class public Lcom/quillnote/sync/NotesToolProvider;
.super Landroid/content/ContentProvider;

# R8 8.3 full mode, -repackageclasses 'q', no -keepattributes SourceFile/LineNumberTable:
# no .source, no .line. Sketch: sketch/NotesToolProvider.java; sketch/R8.md says what moved where.

.field public final a:Landroid/os/Handler;

.field public final b:Ljava/util/concurrent/ExecutorService;

.field public final c:Lq/d;

.field public final d:Lq/d;

.field public e:Lq/f;

.method public constructor <init>()V
    .registers 3
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    new-instance v0, Landroid/os/Handler;
    invoke-static {}, Landroid/os/Looper;->getMainLooper()Landroid/os/Looper;
    move-result-object v1
    invoke-direct {v0, v1}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V
    iput-object v0, p0, Lcom/quillnote/sync/NotesToolProvider;->a:Landroid/os/Handler;
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    iput-object v0, p0, Lcom/quillnote/sync/NotesToolProvider;->b:Ljava/util/concurrent/ExecutorService;
    new-instance v0, Lq/d;
    invoke-direct {v0}, Lq/d;-><init>()V
    iput-object v0, p0, Lcom/quillnote/sync/NotesToolProvider;->c:Lq/d;
    new-instance v0, Lq/d;
    invoke-direct {v0}, Lq/d;-><init>()V
    iput-object v0, p0, Lcom/quillnote/sync/NotesToolProvider;->d:Lq/d;
    return-void
.end method

.method public final call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    const/4 v3, 0x0
    if-eqz v1, :cond_1

    :try_start_0
    invoke-virtual {v2}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v4
    const/16 v5, 0x40
    invoke-virtual {v4, v1, v5}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;
    move-result-object v4
    iget-object v4, v4, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;
    aget-object v4, v4, v3
    invoke-virtual {v4}, Landroid/content/pm/Signature;->toByteArray()[B
    move-result-object v4
    const-string v5, "SHA-256"
    invoke-static {v5}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;
    move-result-object v5
    invoke-virtual {v5, v4}, Ljava/security/MessageDigest;->digest([B)[B
    move-result-object v4
    sget-object v5, Lq/g;->a:[B
    invoke-static {v4, v5}, Ljava/util/Arrays;->equals([B[B)Z
    move-result v3
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0
    if-nez v3, :cond_2

    :catch_0
    :cond_1
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lq/e;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_2
    const-string v3, "negotiate"
    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :cond_3
    iget-object p1, p0, Lcom/quillnote/sync/NotesToolProvider;->c:Lq/d;
    const/16 p2, 0x18
    new-array p2, p2, [B
    iget-object p3, p1, Lq/d;->a:Ljava/security/SecureRandom;
    invoke-virtual {p3, p2}, Ljava/security/SecureRandom;->nextBytes([B)V
    const/16 p3, 0xb
    invoke-static {p2, p3}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object p2
    iget-object p1, p1, Lq/d;->b:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p3
    invoke-virtual {p1, p2, p3}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    new-instance p1, Ljava/lang/StringBuilder;
    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V
    const-string p3, "{\"selected_version\":2,\"provider_id\":\"com.quillnote\",\"session_token\":\""
    invoke-virtual {p1, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string p2, "\"}"
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lq/e;->b(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_3
    if-eqz p3, :cond_4
    const-string v3, "session_token"
    invoke-virtual {p3, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    iget-object v4, p0, Lcom/quillnote/sync/NotesToolProvider;->c:Lq/d;
    if-eqz v3, :cond_4
    iget-object v4, v4, Lq/d;->b:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v4, v3}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    check-cast v3, Ljava/lang/Integer;
    if-eqz v3, :cond_4
    invoke-virtual {v3}, Ljava/lang/Integer;->intValue()I
    move-result v3
    if-eq v3, v0, :cond_5

    :cond_4
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lq/e;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_5
    const-string v3, "get_operation"
    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    const-string v4, "operation_id"
    const-string v5, "INVALID_REQUEST"
    const-string v6, "unknown operation"
    const-string v7, "{\"operation_id\":\""
    if-eqz v3, :cond_9
    invoke-virtual {p3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    iget-object p2, p0, Lcom/quillnote/sync/NotesToolProvider;->d:Lq/d;
    if-nez p1, :cond_6
    const/4 p2, 0x0
    goto :goto_0

    :cond_6
    iget-object p2, p2, Lq/d;->b:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {p2, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p2
    check-cast p2, Lq/c;

    :goto_0
    if-nez p2, :cond_7
    invoke-static {v5, v6}, Lq/e;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_7
    new-instance p3, Ljava/lang/StringBuilder;
    invoke-direct {p3}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {p3, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p3, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string p1, "\",\"state\":\""
    invoke-virtual {p3, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    iget-object p1, p2, Lq/c;->b:Ljava/lang/String;
    invoke-virtual {p3, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string p1, "\"}"
    invoke-virtual {p3, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lq/e;->b(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_9
    const-string v3, "cancel_operation"
    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :cond_d
    invoke-virtual {p3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    iget-object p2, p0, Lcom/quillnote/sync/NotesToolProvider;->d:Lq/d;
    if-nez p1, :cond_a
    const/4 p2, 0x0
    goto :goto_1

    :cond_a
    iget-object p2, p2, Lq/d;->b:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {p2, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p2
    check-cast p2, Lq/c;

    :goto_1
    if-eqz p2, :cond_b
    iget p3, p2, Lq/c;->a:I
    if-eq p3, v0, :cond_c

    :cond_b
    invoke-static {v5, v6}, Lq/e;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_c
    const-string p3, "cancellation_requested"
    iput-object p3, p2, Lq/c;->b:Ljava/lang/String;
    new-instance p2, Ljava/lang/StringBuilder;
    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {p2, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string p1, "\",\"state\":\"cancellation_requested\"}"
    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lq/e;->b(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_d
    const-string v3, "execute_tool"
    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_e
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2}, Lq/e;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_e
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v3
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v5
    cmp-long p1, v3, v5
    if-gtz p1, :cond_f
    const-string p1, "DEADLINE_EXCEEDED"
    const-string p2, "deadline passed"
    invoke-static {p1, p2}, Lq/e;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_f
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const-string p2, "args"
    invoke-virtual {p3, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I
    move-result p2
    const-string v4, "INTERNAL_ERROR"
    const-string v5, "export failed"
    const-string v6, "result_fd"
    const-string v7, "PERMISSION_DENIED"
    const-string v8, "caller not allowed"
    sparse-switch p2, :sswitch_data_0
    goto/16 :goto_9

    :sswitch_0
    const-string p2, "export_note"
    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p2
    if-nez p2, :cond_export_note
    goto/16 :goto_9

    :sswitch_1
    const-string p2, "delete_notebook"
    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p2
    if-nez p2, :cond_delete_notebook
    goto/16 :goto_9

    :sswitch_2
    const-string p2, "search_notes"
    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p2
    if-nez p2, :cond_search_notes
    goto/16 :goto_9

    :sswitch_3
    const-string p2, "archive_notebook"
    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p2
    if-nez p2, :cond_archive_notebook
    goto/16 :goto_9

    :sswitch_4
    const-string p2, "export_notebook"
    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p2
    if-nez p2, :cond_export_notebook
    goto/16 :goto_9

    :sswitch_5
    const-string p2, "recent_notes"
    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p2
    if-nez p2, :cond_recent_notes
    goto/16 :goto_9

    :cond_search_notes
    iget-object p1, p0, Lcom/quillnote/sync/NotesToolProvider;->a:Landroid/os/Handler;
    new-instance p2, Lq/b;
    const/4 p3, 0x0
    invoke-direct {p2, p0, v3, p3}, Lq/b;-><init>(Lcom/quillnote/sync/NotesToolProvider;Ljava/lang/String;I)V
    invoke-virtual {p1, p2}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z
    iget-object p1, p0, Lcom/quillnote/sync/NotesToolProvider;->e:Lq/f;
    invoke-virtual {p1, v3}, Lq/f;->a(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lq/e;->b(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_recent_notes
    iget-object p1, p0, Lcom/quillnote/sync/NotesToolProvider;->a:Landroid/os/Handler;
    new-instance p2, Lq/b;
    const/4 p3, 0x1
    invoke-direct {p2, p0, v1, p3}, Lq/b;-><init>(Lcom/quillnote/sync/NotesToolProvider;Ljava/lang/String;I)V
    invoke-virtual {p1, p2}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z
    iget-object p1, p0, Lcom/quillnote/sync/NotesToolProvider;->e:Lq/f;
    invoke-virtual {p1}, Lq/f;->b()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lq/e;->b(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_export_note
    :try_start_1
    new-instance p1, Ljava/io/File;
    invoke-virtual {v2}, Landroid/content/Context;->getCacheDir()Ljava/io/File;
    move-result-object p2
    new-instance p3, Ljava/lang/StringBuilder;
    invoke-direct {p3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v0, "export-"
    invoke-virtual {p3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/String;->hashCode()I
    move-result v0
    invoke-static {v0}, Ljava/lang/Integer;->toHexString(I)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v0, ".json"
    invoke-virtual {p3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p3
    invoke-direct {p1, p2, p3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    iget-object p2, p0, Lcom/quillnote/sync/NotesToolProvider;->e:Lq/f;
    invoke-virtual {p2, v3, p1}, Lq/f;->e(Ljava/lang/String;Ljava/io/File;)V
    const/high16 p2, 0x38000000
    invoke-static {p1, p2}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object p2
    invoke-virtual {p1}, Ljava/io/File;->length()J
    move-result-wide v0
    invoke-static {v0, v1}, Lq/e;->d(J)Landroid/os/Bundle;
    move-result-object p1
    invoke-virtual {p1, v6, p2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :try_end_1
    .catch Ljava/io/IOException; {:try_start_1 .. :try_end_1} :catch_1
    return-object p1

    :catch_1
    invoke-static {v4, v5}, Lq/e;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_export_notebook
    :try_start_2
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;
    move-result-object p1
    iget-object p2, p0, Lcom/quillnote/sync/NotesToolProvider;->b:Ljava/util/concurrent/ExecutorService;
    new-instance p3, Lq/b;
    const/4 v0, 0x2
    invoke-direct {p3, p0, p1, v3, v0}, Lq/b;-><init>(Lcom/quillnote/sync/NotesToolProvider;[Landroid/os/ParcelFileDescriptor;Ljava/lang/String;I)V
    invoke-interface {p2, p3}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V
    const-wide/16 p2, -0x1
    invoke-static {p2, p3}, Lq/e;->d(J)Landroid/os/Bundle;
    move-result-object p2
    const/4 p3, 0x0
    aget-object p1, p1, p3
    invoke-virtual {p2, v6, p1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :try_end_2
    .catch Ljava/io/IOException; {:try_start_2 .. :try_end_2} :catch_2
    return-object p2

    :catch_2
    invoke-static {v4, v5}, Lq/e;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_delete_notebook
    invoke-virtual {v2}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p1
    invoke-virtual {p1, v0}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p1
    if-eqz p1, :cond_11
    array-length p2, p1
    const/4 p3, 0x0

    :goto_2
    if-ge p3, p2, :cond_11
    aget-object v1, p1, p3
    invoke-static {v1}, Lq/a;->a(Ljava/lang/String;)Z
    move-result v1
    if-eqz v1, :cond_10
    iget-object p1, p0, Lcom/quillnote/sync/NotesToolProvider;->d:Lq/d;
    invoke-virtual {p1, v0}, Lq/d;->a(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lq/e;->c(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_10
    add-int/lit8 p3, p3, 0x1
    goto :goto_2

    :cond_11
    invoke-static {v7, v8}, Lq/e;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_archive_notebook
    invoke-virtual {v2}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p1
    invoke-virtual {p1, v0}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p1
    if-eqz p1, :cond_13
    array-length p2, p1
    const/4 p3, 0x1
    if-ne p2, p3, :cond_13
    const/4 p3, 0x0

    :goto_3
    if-ge p3, p2, :cond_12
    aget-object v1, p1, p3
    invoke-static {v1}, Lq/a;->a(Ljava/lang/String;)Z
    move-result v1
    if-eqz v1, :cond_13
    add-int/lit8 p3, p3, 0x1
    goto :goto_3

    :cond_12
    iget-object p1, p0, Lcom/quillnote/sync/NotesToolProvider;->d:Lq/d;
    invoke-virtual {p1, v0}, Lq/d;->a(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lq/e;->c(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_13
    invoke-static {v7, v8}, Lq/e;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :goto_9
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lq/e;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x7cde7a63 -> :sswitch_0
        0x1ad77def -> :sswitch_1
        0x1b50396a -> :sswitch_2
        0x47e4acb8 -> :sswitch_3
        0x65a9aa06 -> :sswitch_4
        0x662f87dd -> :sswitch_5
    .end sparse-switch
.end method

.method public final getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 2
    const-string p1, "application/octet-stream"
    return-object p1
.end method

.method public final onCreate()Z
    .registers 3
    new-instance v0, Lq/f;
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-direct {v0, v1}, Lq/f;-><init>(Landroid/content/Context;)V
    iput-object v0, p0, Lcom/quillnote/sync/NotesToolProvider;->e:Lq/f;
    const/4 v0, 0x1
    return v0
.end method

.method public final openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;
    .registers 6
    new-instance p2, Ljava/io/File;
    new-instance v0, Ljava/io/File;
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v1
    const-string v2, "attachments"
    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-virtual {p1}, Landroid/net/Uri;->getLastPathSegment()Ljava/lang/String;
    move-result-object p1
    invoke-direct {p2, v0, p1}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    const/high16 p1, 0x10000000
    invoke-static {p2, p1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object p1
    return-object p1
.end method

.method public final query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 6
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p1
    invoke-static {}, Landroid/os/Process;->myUid()I
    move-result p2
    if-eq p1, p2, :cond_0
    const/4 p1, 0x0
    return-object p1

    :cond_0
    iget-object p1, p0, Lcom/quillnote/sync/NotesToolProvider;->e:Lq/f;
    invoke-virtual {p1}, Lq/f;->c()Landroid/database/Cursor;
    move-result-object p1
    return-object p1
.end method
