.class public interface abstract Lcom/example/rv15r/NoteDao;
.super Ljava/lang/Object;
.source "NoteDao.kt"

.annotation runtime Landroidx/room/Dao;
.end annotation

.method public abstract search(Landroidx/sqlite/db/SupportSQLiteQuery;)Ljava/util/List;
    .annotation runtime Landroidx/room/RawQuery;
    .end annotation
.end method
