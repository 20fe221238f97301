.class public abstract Lcom/example/rv15r/NotesDb;
.super Landroidx/room/RoomDatabase;
.source "NotesDb.kt"

.annotation runtime Landroidx/room/Database;
    entities = {
        Lcom/example/rv15r/Note;
    }
    version = 0x1
.end annotation

.method public constructor <init>()V
    .registers 1
    .line 8
    invoke-direct {p0}, Landroidx/room/RoomDatabase;-><init>()V
    return-void
.end method

.method public abstract noteDao()Lcom/example/rv15r/NoteDao;
.end method
