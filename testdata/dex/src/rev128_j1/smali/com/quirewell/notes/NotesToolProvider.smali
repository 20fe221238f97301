.class public final Lcom/quirewell/notes/NotesToolProvider;
.super Lcom/quirewell/cetp/QuireToolProvider;
.source "NotesToolProvider.java"


# direct methods
.method public constructor <init>()V
    .registers 4

    .line 11
    const-string v0, "notes"

    const-string v1, "com.quirewell.notes.NotesCatalog"

    const-string v2, "ticket"

    invoke-direct {p0, v0, v1, v2}, Lcom/quirewell/cetp/QuireToolProvider;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 12
    return-void
.end method


# virtual methods
.method protected guard(Lcom/quirewell/cetp/ToolRegistry$Entry;)Ljava/lang/reflect/InvocationHandler;
    .registers 5

    .line 16
    new-instance v0, Lcom/quirewell/notes/NotesGuard;

    new-instance v1, Lcom/quirewell/data/Grants;

    invoke-virtual {p0}, Lcom/quirewell/notes/NotesToolProvider;->database()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v2

    invoke-direct {v1, v2}, Lcom/quirewell/data/Grants;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    invoke-direct {v0, p1, v1}, Lcom/quirewell/notes/NotesGuard;-><init>(Lcom/quirewell/cetp/ToolRegistry$Entry;Lcom/quirewell/data/Grants;)V

    return-object v0
.end method
