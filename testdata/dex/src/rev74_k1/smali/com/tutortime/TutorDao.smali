.class public interface abstract Lcom/tutortime/TutorDao;
.super Ljava/lang/Object;
.source "TutorDb.kt"


.method public abstract tutorsFor(Ljava/lang/String;)Ljava/util/List;
.end method

.method public abstract rawTutors(Landroidx/sqlite/db/SupportSQLiteQuery;)Ljava/util/List;
.end method

