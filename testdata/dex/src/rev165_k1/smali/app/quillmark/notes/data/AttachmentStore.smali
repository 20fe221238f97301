.class public final Lapp/quillmark/notes/data/AttachmentStore;
.super Ljava/lang/Object;
.source "AttachmentStore.kt"


# static fields
.field public static final Companion:Lapp/quillmark/notes/data/AttachmentStore$Companion;

.field public static final SORTABLE:Ljava/util/Set;


# instance fields
.field private final db:Lapp/quillmark/notes/data/NotesDb;

.field private final dir:Ljava/io/File;

.field private final inbox:Ljava/io/File;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    new-instance v0, Lapp/quillmark/notes/data/AttachmentStore$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lapp/quillmark/notes/data/AttachmentStore$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/quillmark/notes/data/AttachmentStore;->Companion:Lapp/quillmark/notes/data/AttachmentStore$Companion;

    .line 81
    const/4 v0, 0x3

    new-array v3, v0, [Ljava/lang/String;

    const-string v2, "added_at"

    const/4 v1, 0x0

    aput-object v2, v3, v1

    const-string v2, "name"

    const/4 v1, 0x1

    aput-object v2, v3, v1

    const-string v2, "size"

    const/4 v1, 0x2

    aput-object v2, v3, v1

    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v0

    sput-object v0, Lapp/quillmark/notes/data/AttachmentStore;->SORTABLE:Ljava/util/Set;

    return-void
.end method

.method public constructor <init>(Lapp/quillmark/notes/data/NotesDb;Ljava/io/File;Ljava/io/File;)V
    .registers 5

    const-string v0, "db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "dir"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "inbox"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 22
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/quillmark/notes/data/AttachmentStore;->db:Lapp/quillmark/notes/data/NotesDb;

    iput-object p2, p0, Lapp/quillmark/notes/data/AttachmentStore;->dir:Ljava/io/File;

    iput-object p3, p0, Lapp/quillmark/notes/data/AttachmentStore;->inbox:Ljava/io/File;

    return-void
.end method


# virtual methods
.method public final fileOf(Lapp/quillmark/notes/data/Attachment;)Ljava/io/File;
    .registers 6

    const-string v1, "attachment"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 40
    new-instance v0, Ljava/io/File;

    iget-object v2, p0, Lapp/quillmark/notes/data/AttachmentStore;->dir:Ljava/io/File;

    invoke-virtual {p1}, Lapp/quillmark/notes/data/Attachment;->getPath()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    return-object v0
.end method

.method public final find(J)Lapp/quillmark/notes/data/Attachment;
    .registers 12

    .line 37
    iget-object v0, p0, Lapp/quillmark/notes/data/AttachmentStore;->db:Lapp/quillmark/notes/data/NotesDb;

    invoke-virtual {v0}, Lapp/quillmark/notes/data/NotesDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    .line 38
    const/4 v2, 0x1

    new-array v5, v2, [Ljava/lang/String;

    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v4

    const/4 v3, 0x0

    aput-object v4, v5, v3

    .line 37
    const-string v1, "SELECT id, note_id, name, mime, size, path FROM attachments WHERE id = ?"

    invoke-virtual {v0, v1, v5}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v5

    check-cast v5, Ljava/io/Closeable;

    .line 38
    const/4 v6, 0x0

    :try_start_0
    move-object v0, v5

    check-cast v0, Landroid/database/Cursor;

    move-object v7, v0

    .line 85
    const/4 v8, 0x0

    .line 38
    invoke-interface {v7}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-static {v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-static {v7}, Lapp/quillmark/notes/data/AttachmentStoreKt;->access$getAttachment(Landroid/database/Cursor;)Lapp/quillmark/notes/data/Attachment;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v7, v0
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v5, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object v0, v7

    goto :goto_1

    :catch_0
    :try_start_1
    move-exception v8

    move-object v6, v8

    throw v8
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v8

    invoke-static {v5, v6}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v8

    :goto_1
    return-object v0
.end method

.method public final import(JLjava/lang/String;Ljava/lang/String;)Lapp/quillmark/notes/data/Attachment;
    .registers 22

    move-object/from16 v0, p3

    const-string v1, "fileName"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p4

    const-string v1, "mime"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 44
    new-instance v0, Ljava/io/File;

    move-object/from16 v2, p0

    iget-object v2, v2, Lapp/quillmark/notes/data/AttachmentStore;->inbox:Ljava/io/File;

    move-object/from16 v3, p3

    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-virtual {v0}, Ljava/io/File;->getCanonicalFile()Ljava/io/File;

    move-result-object v10

    .line 45
    invoke-virtual {v10}, Ljava/io/File;->getParentFile()Ljava/io/File;

    move-result-object v0

    move-object/from16 v1, p0

    iget-object v1, v1, Lapp/quillmark/notes/data/AttachmentStore;->inbox:Ljava/io/File;

    invoke-virtual {v1}, Ljava/io/File;->getCanonicalFile()Ljava/io/File;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 85
    const/4 v12, 0x0

    .line 45
    const-string v12, "file_name must name a file in the inbox"

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v12}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 46
    :cond_0
    invoke-virtual {v10}, Ljava/io/File;->isFile()Z

    move-result v0

    if-nez v0, :cond_1

    new-instance v0, Ljava/io/FileNotFoundException;

    invoke-virtual {v10}, Ljava/io/File;->getPath()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 47
    :cond_1
    invoke-static {}, Ljava/lang/System;->nanoTime()J

    move-result-wide v2

    invoke-virtual {v10}, Ljava/io/File;->getName()Ljava/lang/String;

    move-result-object v4

    move-wide/from16 v0, p1

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "n"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v6, "_"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v6, "_"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v11

    .line 48
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/quillmark/notes/data/AttachmentStore;->dir:Ljava/io/File;

    invoke-virtual {v0}, Ljava/io/File;->mkdirs()Z

    new-instance v12, Ljava/io/FileInputStream;

    .line 49
    invoke-static {v10}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-direct {v12, v10}, Ljava/io/FileInputStream;-><init>(Ljava/io/File;)V

    check-cast v12, Ljava/io/Closeable;

    const/4 v13, 0x0

    :try_start_0
    move-object v0, v12

    check-cast v0, Ljava/io/FileInputStream;

    move-object v14, v0

    .line 85
    const/16 v16, 0x0

    .line 49
    new-instance v0, Ljava/io/File;

    move-object/from16 v2, p0

    iget-object v2, v2, Lapp/quillmark/notes/data/AttachmentStore;->dir:Ljava/io/File;

    invoke-direct {v0, v2, v11}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    move-object v1, v14

    check-cast v1, Ljava/io/InputStream;

    invoke-static {v0, v1}, Lapp/quillmark/notes/data/AttachmentStoreKt;->access$fill(Ljava/io/File;Ljava/io/InputStream;)J

    move-result-wide v14
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v12, v13}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-wide v0, v14

    goto :goto_0

    :catch_0
    :try_start_1
    move-exception v16

    move-object/from16 v13, v16

    throw v16
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v16

    invoke-static {v12, v13}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v16

    .line 50
    :goto_0
    new-instance v13, Landroid/content/ContentValues;

    invoke-direct {v13}, Landroid/content/ContentValues;-><init>()V

    move-object v14, v13

    const/16 v16, 0x0

    .line 51
    move-wide/from16 v2, p1

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "note_id"

    invoke-virtual {v14, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 52
    invoke-virtual {v10}, Ljava/io/File;->getName()Ljava/lang/String;

    move-result-object v2

    const-string v1, "name"

    invoke-virtual {v14, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 53
    const-string v1, "mime"

    move-object/from16 v2, p4

    invoke-virtual {v14, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 54
    invoke-virtual {v10}, Ljava/io/File;->length()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "size"

    invoke-virtual {v14, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 55
    const-string v1, "path"

    invoke-virtual {v14, v1, v11}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 56
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "added_at"

    invoke-virtual {v14, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 50
    move-object v12, v13

    .line 58
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/quillmark/notes/data/AttachmentStore;->db:Lapp/quillmark/notes/data/NotesDb;

    invoke-virtual {v0}, Lapp/quillmark/notes/data/NotesDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "attachments"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v12}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    move-result-wide v13

    .line 59
    new-instance v0, Lapp/quillmark/notes/data/Attachment;

    invoke-virtual {v10}, Ljava/io/File;->getName()Ljava/lang/String;

    move-result-object v6

    const-string v8, "getName(...)"

    invoke-static {v6, v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v10}, Ljava/io/File;->length()J

    move-result-wide v8

    move-wide v1, v13

    move-wide/from16 v3, p1

    move-object v5, v6

    move-object/from16 v6, p4

    move-wide v7, v8

    move-object v9, v11

    invoke-direct/range {v0 .. v9}, Lapp/quillmark/notes/data/Attachment;-><init>(JJLjava/lang/String;Ljava/lang/String;JLjava/lang/String;)V

    return-object v0
.end method

.method public final list(JLjava/lang/String;)Ljava/util/List;
    .registers 18

    move-object/from16 v0, p3

    const-string v1, "order"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 26
    sget-object v0, Lapp/quillmark/notes/data/AttachmentStore;->SORTABLE:Ljava/util/Set;

    move-object/from16 v1, p3

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 85
    const/4 v7, 0x0

    .line 26
    const-string v7, "unsortable column"

    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-virtual {v7}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 27
    :cond_0
    new-instance v7, Ljava/lang/StringBuilder;

    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V

    move-object v8, v7

    const/4 v9, 0x0

    .line 28
    const-string v1, "SELECT id, note_id, name, mime, size, path FROM attachments WHERE note_id = ?"

    invoke-virtual {v8, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    .line 29
    const-string v1, " ORDER BY "

    invoke-virtual {v8, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    move-object/from16 v1, p3

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    .line 30
    move-object/from16 v0, p3

    const-string v1, "name"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    const-string v1, " DESC"

    invoke-virtual {v8, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    .line 27
    :cond_1
    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v6

    .line 32
    iget-object v0, p0, Lapp/quillmark/notes/data/AttachmentStore;->db:Lapp/quillmark/notes/data/NotesDb;

    invoke-virtual {v0}, Lapp/quillmark/notes/data/NotesDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x1

    new-array v7, v2, [Ljava/lang/String;

    move-wide v4, p1

    invoke-static {v4, v5}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v4

    const/4 v3, 0x0

    aput-object v4, v7, v3

    invoke-virtual {v0, v6, v7}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v7

    check-cast v7, Ljava/io/Closeable;

    .line 33
    const/4 v8, 0x0

    :try_start_0
    move-object v0, v7

    check-cast v0, Landroid/database/Cursor;

    move-object v9, v0

    .line 85
    const/4 v10, 0x0

    .line 33
    invoke-static {}, Lkotlin/collections/CollectionsKt;->createListBuilder()Ljava/util/List;

    move-result-object v11

    move-object v12, v11

    .line 85
    const/4 v13, 0x0

    .line 33
    :goto_0
    invoke-interface {v9}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-static {v9}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-static {v9}, Lapp/quillmark/notes/data/AttachmentStoreKt;->access$getAttachment(Landroid/database/Cursor;)Lapp/quillmark/notes/data/Attachment;

    move-result-object v1

    invoke-interface {v12, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    goto :goto_0

    :cond_2
    invoke-static {v11}, Lkotlin/collections/CollectionsKt;->build(Ljava/util/List;)Ljava/util/List;

    move-result-object v9
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v7, v8}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object v0, v9

    goto :goto_1

    :catch_0
    :try_start_1
    move-exception v10

    move-object v8, v10

    throw v10
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v10

    invoke-static {v7, v8}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v10

    .line 32
    :goto_1
    return-object v0
.end method

.method public final purge(Lapp/quillmark/notes/data/Attachment;)Z
    .registers 12

    const-string v1, "attachment"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 76
    iget-object v0, p0, Lapp/quillmark/notes/data/AttachmentStore;->db:Lapp/quillmark/notes/data/NotesDb;

    invoke-virtual {v0}, Lapp/quillmark/notes/data/NotesDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v3, 0x1

    new-array v7, v3, [Ljava/lang/String;

    invoke-virtual {p1}, Lapp/quillmark/notes/data/Attachment;->getId()J

    move-result-wide v5

    invoke-static {v5, v6}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v7, v4

    const-string v1, "attachments"

    const-string v2, "id = ?"

    invoke-virtual {v0, v1, v2, v7}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    const/4 v1, 0x1

    if-ne v0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move v7, v0

    .line 77
    move v8, v7

    .line 85
    const/4 v9, 0x0

    .line 77
    if-eqz v8, :cond_1

    invoke-virtual {p0, p1}, Lapp/quillmark/notes/data/AttachmentStore;->fileOf(Lapp/quillmark/notes/data/Attachment;)Ljava/io/File;

    move-result-object v0

    invoke-virtual {v0}, Ljava/io/File;->delete()Z

    :cond_1
    return v7
.end method

.method public final syncPending(JLkotlin/jvm/functions/Function0;)I
    .registers 21

    move-object/from16 v0, p3

    const-string v1, "cancelled"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 64
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/quillmark/notes/data/AttachmentStore;->db:Lapp/quillmark/notes/data/NotesDb;

    invoke-virtual {v0}, Lapp/quillmark/notes/data/NotesDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    .line 65
    const/4 v2, 0x1

    new-array v9, v2, [Ljava/lang/String;

    move-wide/from16 v4, p1

    invoke-static {v4, v5}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v4

    const/4 v3, 0x0

    aput-object v4, v9, v3

    .line 64
    const-string v1, "SELECT id FROM attachments WHERE note_id = ? AND synced = 0"

    invoke-virtual {v0, v1, v9}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    check-cast v9, Ljava/io/Closeable;

    .line 65
    const/4 v10, 0x0

    :try_start_0
    move-object v0, v9

    check-cast v0, Landroid/database/Cursor;

    move-object v11, v0

    .line 85
    const/4 v12, 0x0

    .line 65
    invoke-static {}, Lkotlin/collections/CollectionsKt;->createListBuilder()Ljava/util/List;

    move-result-object v13

    move-object v14, v13

    .line 85
    const/4 v15, 0x0

    .line 65
    :goto_0
    invoke-interface {v11}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v2, 0x0

    invoke-interface {v11, v2}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v1

    invoke-static {v1, v2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v1

    invoke-interface {v14, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    goto :goto_0

    :cond_0
    invoke-static {v13}, Lkotlin/collections/CollectionsKt;->build(Ljava/util/List;)Ljava/util/List;

    move-result-object v11
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v9, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object v0, v11

    goto :goto_1

    :catch_0
    :try_start_1
    move-exception v12

    move-object v10, v12

    throw v12
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v12

    invoke-static {v9, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v12

    .line 64
    :goto_1
    move-object v8, v0

    .line 66
    const/4 v9, 0x0

    .line 67
    invoke-interface {v8}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v10

    :goto_2
    invoke-interface {v10}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v10}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J

    move-result-wide v11

    .line 68
    move-object/from16 v0, p3

    invoke-interface {v0}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Boolean;

    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v0

    if-nez v0, :cond_1

    .line 69
    new-instance v14, Landroid/content/ContentValues;

    invoke-direct {v14}, Landroid/content/ContentValues;-><init>()V

    move-object v15, v14

    .line 85
    const/16 v16, 0x0

    .line 69
    const/4 v2, 0x1

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "synced"

    invoke-virtual {v15, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    move-object v13, v14

    .line 70
    move-object/from16 v1, p0

    iget-object v1, v1, Lapp/quillmark/notes/data/AttachmentStore;->db:Lapp/quillmark/notes/data/NotesDb;

    invoke-virtual {v1}, Lapp/quillmark/notes/data/NotesDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    const/4 v5, 0x1

    new-array v14, v5, [Ljava/lang/String;

    invoke-static {v11, v12}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x0

    aput-object v7, v14, v6

    const-string v2, "attachments"

    const-string v4, "id = ?"

    invoke-virtual {v1, v2, v13, v4, v14}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v1

    add-int v0, v9, v1

    move v9, v0

    goto :goto_2

    .line 72
    :cond_1
    return v9
.end method
