.class public interface abstract Lcom/quiltroom/PatternDao;
.super Ljava/lang/Object;
.source "Model.kt"


.method public abstract insert(Lcom/quiltroom/Pattern;)V
.end method

.method public abstract delete(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
.end method

.method public abstract countFor(I)I
.end method

.method public abstract raw(Landroidx/sqlite/db/SupportSQLiteQuery;)Landroid/database/Cursor;
.end method

