.class public interface abstract Lcom/visitloop/care/VisitDao;
.super Ljava/lang/Object;
.source "Care.kt"


.method public abstract findByPatient(Ljava/lang/String;)Ljava/util/List;
.end method

.method public abstract countForNurse(ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
.end method

.method public abstract openCount()I
.end method

.method public abstract complete(J)I
.end method

.method public abstract reassign(JLjava/lang/String;)I
.end method

.method public abstract searchNotes(Landroidx/sqlite/db/SupportSQLiteQuery;)I
.end method

