.class public final Lcom/rm/NoteDao_Impl;
.super Ljava/lang/Object;
.source "NoteDao_Impl.java"

# interfaces
.implements Lcom/rm/NoteDao;

# instance fields
.field private final __db:Landroidx/room/RoomDatabase;
.field private final __insertionAdapterOfNoteEntity:Landroidx/room/EntityInsertionAdapter;


# direct methods
.method public constructor <init>(Landroidx/room/RoomDatabase;)V
    .registers 4
    .line 12
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 13
    iput-object v3, v2, Lcom/rm/NoteDao_Impl;->__db:Landroidx/room/RoomDatabase;
    .line 14
    new-instance v1, Lcom/rm/NoteDao_Impl$1;
    invoke-direct {v1, v2, v3}, Lcom/rm/NoteDao_Impl$1;-><init>(Lcom/rm/NoteDao_Impl;Landroidx/room/RoomDatabase;)V
    iput-object v1, v2, Lcom/rm/NoteDao_Impl;->__insertionAdapterOfNoteEntity:Landroidx/room/EntityInsertionAdapter;
    .line 36
    return-void
.end method


# virtual methods
.method public insert(Lcom/rm/NoteEntity;)J
    .registers 9
    .line 40
    iget-object v0, v7, Lcom/rm/NoteDao_Impl;->__db:Landroidx/room/RoomDatabase;
    invoke-virtual {v0}, Landroidx/room/RoomDatabase;->assertNotSuspendingTransaction()V
    .line 41
    iget-object v0, v7, Lcom/rm/NoteDao_Impl;->__db:Landroidx/room/RoomDatabase;
    invoke-virtual {v0}, Landroidx/room/RoomDatabase;->beginTransaction()V
:L14
    .line 43
    iget-object v0, v7, Lcom/rm/NoteDao_Impl;->__insertionAdapterOfNoteEntity:Landroidx/room/EntityInsertionAdapter;
    invoke-virtual {v0, v8}, Landroidx/room/EntityInsertionAdapter;->insertAndReturnId(Ljava/lang/Object;)J
    move-result-wide v2
    .line 44
    iget-object v0, v7, Lcom/rm/NoteDao_Impl;->__db:Landroidx/room/RoomDatabase;
    invoke-virtual {v0}, Landroidx/room/RoomDatabase;->setTransactionSuccessful()V
    .line 45
    move-wide v4, v2
:L33
    .line 47
    iget-object v0, v7, Lcom/rm/NoteDao_Impl;->__db:Landroidx/room/RoomDatabase;
    invoke-virtual {v0}, Landroidx/room/RoomDatabase;->endTransaction()V
    .line 45
    return-wide v4
:L43
    .line 47
    move-exception v6
:L45
    iget-object v0, v7, Lcom/rm/NoteDao_Impl;->__db:Landroidx/room/RoomDatabase;
    invoke-virtual {v0}, Landroidx/room/RoomDatabase;->endTransaction()V
    .line 48
    throw v6
    .catchall {:L14 .. :L33} :L43
.end method

