# object Store (see sketch/ToolProvider.kt): stands for the app's database.
.class public final Lcom/example/r14k/Store;
.super Ljava/lang/Object;
.source "Store.kt"

.method public static final delete(J)V
    .registers 3
    .line 5
    new-instance p0, Ljava/lang/IllegalStateException;
    const-string p1, "no such note"
    invoke-direct {p0, p1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw p0
.end method

.method public static final rename(J)V
    .registers 3
    .line 8
    new-instance p0, Ljava/lang/IllegalStateException;
    const-string p1, "locked"
    invoke-direct {p0, p1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw p0
.end method
