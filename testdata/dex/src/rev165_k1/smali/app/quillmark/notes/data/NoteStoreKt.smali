.class public final Lapp/quillmark/notes/data/NoteStoreKt;
.super Ljava/lang/Object;
.source "NoteStore.kt"


# static fields
.field private static final COLUMNS:Ljava/lang/String; = "id, title, folder, archived, updated_at"


# direct methods
.method public static final synthetic access$getNote(Landroid/database/Cursor;)Lapp/quillmark/notes/data/Note;
    .registers 2

    .line 1
    invoke-static {p0}, Lapp/quillmark/notes/data/NoteStoreKt;->getNote(Landroid/database/Cursor;)Lapp/quillmark/notes/data/Note;

    move-result-object v0

    return-object v0
.end method

.method private static final getNote(Landroid/database/Cursor;)Lapp/quillmark/notes/data/Note;
    .registers 10

    .line 15
    new-instance v0, Lapp/quillmark/notes/data/Note;

    const/4 v3, 0x0

    invoke-interface {p0, v3}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v2

    const/4 v5, 0x1

    invoke-interface {p0, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    const-string v6, "getString(...)"

    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v6, 0x2

    invoke-interface {p0, v6}, Landroid/database/Cursor;->isNull(I)Z

    move-result v5

    if-eqz v5, :cond_0

    const/4 v5, 0x0

    goto :goto_0

    :cond_0
    const/4 v6, 0x2

    invoke-interface {p0, v6}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v5

    :goto_0
    const/4 v7, 0x3

    invoke-interface {p0, v7}, Landroid/database/Cursor;->getInt(I)I

    move-result v6

    if-eqz v6, :cond_1

    const/4 v6, 0x1

    goto :goto_1

    :cond_1
    const/4 v6, 0x0

    :goto_1
    const/4 v8, 0x4

    invoke-interface {p0, v8}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v7

    move-wide v1, v2

    move-object v3, v4

    move-object v4, v5

    move v5, v6

    move-wide v6, v7

    invoke-direct/range {v0 .. v7}, Lapp/quillmark/notes/data/Note;-><init>(JLjava/lang/String;Ljava/lang/String;ZJ)V

    return-object v0
.end method
