.class final Lcom/wrenfield/notes/attachments/AttachmentStore;
.super Ljava/lang/Object;
.source "AttachmentStore.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/wrenfield/notes/attachments/AttachmentStore$Row;
    }
.end annotation


# static fields
.field private static final COLUMNS:[Ljava/lang/String;

.field static final ID:Ljava/util/regex/Pattern;


# instance fields
.field private final blobs:Ljava/io/File;

.field private final db:Lcom/wrenfield/notes/core/WrenfieldDb;

.field private final thumbs:Ljava/io/File;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 21
    const-string v0, "[0-9a-f]{32}"

    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;

    move-result-object v0

    sput-object v0, Lcom/wrenfield/notes/attachments/AttachmentStore;->ID:Ljava/util/regex/Pattern;

    .line 22
    const/4 v0, 0x7

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "attachment_id"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "note_id"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "file_name"

    aput-object v2, v0, v1

    const/4 v1, 0x3

    const-string v2, "thumb_name"

    aput-object v2, v0, v1

    const/4 v1, 0x4

    const-string v2, "media_type"

    aput-object v2, v0, v1

    const/4 v1, 0x5

    const-string v2, "size_bytes"

    aput-object v2, v0, v1

    const/4 v1, 0x6

    const-string v2, "sha256"

    aput-object v2, v0, v1

    sput-object v0, Lcom/wrenfield/notes/attachments/AttachmentStore;->COLUMNS:[Ljava/lang/String;

    return-void
.end method

.method constructor <init>(Landroid/content/Context;Lcom/wrenfield/notes/core/WrenfieldDb;)V
    .registers 6

    .line 29
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 30
    iput-object p2, p0, Lcom/wrenfield/notes/attachments/AttachmentStore;->db:Lcom/wrenfield/notes/core/WrenfieldDb;

    .line 31
    new-instance v0, Ljava/io/File;

    invoke-virtual {p1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v1

    const-string v2, "blobs"

    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    iput-object v0, p0, Lcom/wrenfield/notes/attachments/AttachmentStore;->blobs:Ljava/io/File;

    .line 32
    new-instance v0, Ljava/io/File;

    invoke-virtual {p1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v1

    const-string v2, "thumbs"

    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    iput-object v0, p0, Lcom/wrenfield/notes/attachments/AttachmentStore;->thumbs:Ljava/io/File;

    .line 33
    return-void
.end method

.method static sha256Of(Ljava/io/File;)Ljava/lang/String;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 88
    :try_start_0
    new-instance v0, Ljava/io/FileInputStream;

    invoke-direct {v0, p0}, Ljava/io/FileInputStream;-><init>(Ljava/io/File;)V
    :try_end_0
    .catch Ljava/security/NoSuchAlgorithmException; {:try_start_0 .. :try_end_0} :catch_2

    move-object v2, v0

    .line 89
    :try_start_1
    const-string v0, "SHA-256"

    invoke-static {v0}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;

    move-result-object v3

    .line 90
    const/16 v0, 0x2000

    new-array v4, v0, [B

    .line 91
    invoke-virtual {v2, v4}, Ljava/io/InputStream;->read([B)I

    move-result v5

    :goto_0
    if-lez v5, :cond_0

    .line 92
    const/4 v1, 0x0

    invoke-virtual {v3, v4, v1, v5}, Ljava/security/MessageDigest;->update([BII)V

    .line 91
    invoke-virtual {v2, v4}, Ljava/io/InputStream;->read([B)I

    move-result v5

    goto :goto_0

    .line 94
    :cond_0
    invoke-virtual {v3}, Ljava/security/MessageDigest;->digest()[B

    move-result-object v0

    invoke-static {v0}, Lcom/wrenfield/notes/core/Hex;->of([B)Ljava/lang/String;
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0
    .catch Ljava/security/NoSuchAlgorithmException; {:try_start_1 .. :try_end_1} :catch_2

    move-result-object v5

    .line 95
    :try_start_2
    invoke-virtual {v2}, Ljava/io/InputStream;->close()V
    :try_end_2
    .catch Ljava/security/NoSuchAlgorithmException; {:try_start_2 .. :try_end_2} :catch_2

    .line 94
    return-object v5

    :catch_0
    move-exception v3

    .line 88
    :try_start_3
    invoke-virtual {v2}, Ljava/io/InputStream;->close()V
    :try_end_3
    .catch Ljava/lang/Throwable; {:try_start_3 .. :try_end_3} :catch_1
    .catch Ljava/security/NoSuchAlgorithmException; {:try_start_3 .. :try_end_3} :catch_2

    goto :goto_1

    :catch_1
    move-exception v4

    :try_start_4
    invoke-virtual {v3, v4}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :goto_1
    throw v3
    :try_end_4
    .catch Ljava/security/NoSuchAlgorithmException; {:try_start_4 .. :try_end_4} :catch_2

    :catch_2
    move-exception v2

    .line 96
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v1, "SHA-256 is missing"

    invoke-direct {v0, v1, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v0
.end method


# virtual methods
.method blob(Lcom/wrenfield/notes/attachments/AttachmentStore$Row;)Ljava/io/File;
    .registers 5

    .line 74
    new-instance v0, Ljava/io/File;

    iget-object v1, p0, Lcom/wrenfield/notes/attachments/AttachmentStore;->blobs:Ljava/io/File;

    iget-object v2, p1, Lcom/wrenfield/notes/attachments/AttachmentStore$Row;->fileName:Ljava/lang/String;

    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    return-object v0
.end method

.method find(Ljava/lang/String;)Lcom/wrenfield/notes/attachments/AttachmentStore$Row;
    .registers 14

    .line 56
    iget-object v0, p0, Lcom/wrenfield/notes/attachments/AttachmentStore;->db:Lcom/wrenfield/notes/core/WrenfieldDb;

    invoke-virtual {v0}, Lcom/wrenfield/notes/core/WrenfieldDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    sget-object v2, Lcom/wrenfield/notes/attachments/AttachmentStore;->COLUMNS:[Ljava/lang/String;

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p1, v4, v6

    const-string v1, "attachments"

    const-string v3, "attachment_id = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    const/4 v8, 0x0

    invoke-virtual/range {v0 .. v8}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    .line 58
    :try_start_0
    invoke-interface {v9}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    new-instance v0, Lcom/wrenfield/notes/attachments/AttachmentStore$Row;

    invoke-direct {v0, v9}, Lcom/wrenfield/notes/attachments/AttachmentStore$Row;-><init>(Landroid/database/Cursor;)V
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v10, v0

    .line 59
    if-eqz v9, :cond_1

    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 58
    :cond_1
    return-object v10

    :catch_0
    move-exception v10

    .line 56
    if-eqz v9, :cond_2

    :try_start_1
    invoke-interface {v9}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v11

    invoke-virtual {v10, v11}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_2
    :goto_1
    throw v10
.end method

.method ofNote(J)Ljava/util/List;
    .registers 16
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(J)",
            "Ljava/util/List<",
            "Lcom/wrenfield/notes/attachments/AttachmentStore$Row;",
            ">;"
        }
    .end annotation

    .line 63
    new-instance v9, Ljava/util/ArrayList;

    invoke-direct {v9}, Ljava/util/ArrayList;-><init>()V

    .line 64
    iget-object v0, p0, Lcom/wrenfield/notes/attachments/AttachmentStore;->db:Lcom/wrenfield/notes/core/WrenfieldDb;

    invoke-virtual {v0}, Lcom/wrenfield/notes/core/WrenfieldDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    sget-object v2, Lcom/wrenfield/notes/attachments/AttachmentStore;->COLUMNS:[Ljava/lang/String;

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    .line 65
    invoke-static {p1, p2}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x0

    aput-object v7, v4, v6

    .line 64
    const-string v1, "attachments"

    const-string v3, "note_id = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    const/4 v8, 0x0

    invoke-virtual/range {v0 .. v8}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v10

    .line 66
    :goto_0
    :try_start_0
    invoke-interface {v10}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 67
    new-instance v1, Lcom/wrenfield/notes/attachments/AttachmentStore$Row;

    invoke-direct {v1, v10}, Lcom/wrenfield/notes/attachments/AttachmentStore$Row;-><init>(Landroid/database/Cursor;)V

    invoke-interface {v9, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 69
    :cond_0
    if-eqz v10, :cond_2

    invoke-interface {v10}, Landroid/database/Cursor;->close()V

    goto :goto_2

    :catch_0
    move-exception v11

    .line 64
    if-eqz v10, :cond_1

    :try_start_1
    invoke-interface {v10}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v12

    invoke-virtual {v11, v12}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_1
    :goto_1
    throw v11

    .line 70
    :cond_2
    :goto_2
    return-object v9
.end method

.method open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/FileNotFoundException;
        }
    .end annotation

    .line 83
    invoke-static {p1, p2}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v0

    return-object v0
.end method

.method purge(JLjava/util/List;)I
    .registers 13
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(J",
            "Ljava/util/List<",
            "Lcom/wrenfield/notes/attachments/AttachmentStore$Row;",
            ">;)I"
        }
    .end annotation

    .line 102
    iget-object v0, p0, Lcom/wrenfield/notes/attachments/AttachmentStore;->db:Lcom/wrenfield/notes/core/WrenfieldDb;

    invoke-virtual {v0}, Lcom/wrenfield/notes/core/WrenfieldDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    .line 103
    invoke-static {p1, p2}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v3, v4

    .line 102
    const-string v1, "attachments"

    const-string v2, "note_id = ?"

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v6

    .line 104
    invoke-interface {p3}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v7

    :goto_0
    invoke-interface {v7}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v7}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/wrenfield/notes/attachments/AttachmentStore$Row;

    move-object v8, v0

    .line 105
    invoke-virtual {p0, v8}, Lcom/wrenfield/notes/attachments/AttachmentStore;->blob(Lcom/wrenfield/notes/attachments/AttachmentStore$Row;)Ljava/io/File;

    move-result-object v0

    invoke-virtual {v0}, Ljava/io/File;->delete()Z

    .line 106
    iget-object v0, v8, Lcom/wrenfield/notes/attachments/AttachmentStore$Row;->thumbName:Ljava/lang/String;

    if-eqz v0, :cond_0

    .line 107
    invoke-virtual {p0, v8}, Lcom/wrenfield/notes/attachments/AttachmentStore;->thumb(Lcom/wrenfield/notes/attachments/AttachmentStore$Row;)Ljava/io/File;

    move-result-object v0

    invoke-virtual {v0}, Ljava/io/File;->delete()Z

    .line 109
    :cond_0
    goto :goto_0

    .line 110
    :cond_1
    return v6
.end method

.method thumb(Lcom/wrenfield/notes/attachments/AttachmentStore$Row;)Ljava/io/File;
    .registers 5

    .line 78
    new-instance v0, Ljava/io/File;

    iget-object v1, p0, Lcom/wrenfield/notes/attachments/AttachmentStore;->thumbs:Ljava/io/File;

    iget-object v2, p1, Lcom/wrenfield/notes/attachments/AttachmentStore$Row;->thumbName:Ljava/lang/String;

    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    return-object v0
.end method
