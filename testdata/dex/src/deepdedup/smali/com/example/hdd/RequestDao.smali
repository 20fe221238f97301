.class public interface abstract Lcom/example/hdd/RequestDao;
.super Ljava/lang/Object;
.source "RequestDao.java"

# Java sketch: sketch/RequestDao.java (javac 17 + D8 --min-api 24).
# Room @Dao with @Query find and @Insert(onConflict = REPLACE) insert; the Room annotations are
# CLASS-retention (BINARY) and D8 drops them, so nothing here names Room: RequestDao_Impl does.

.method public abstract find(Ljava/lang/String;)Lcom/example/hdd/RequestRecord;
.end method

.method public abstract insert(Lcom/example/hdd/RequestRecord;)V
.end method
