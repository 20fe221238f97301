# Kotlin sketch (PathGuard.kt), top-level extensions as kotlinc emits them
# (static functions of the file class, the receiver first):
#   fun File.requireInside(root: File): File {                                 // 5
#       require(isInside(root)) { "outside $root" }                            // 6
#       return this                                                            // 7
#   }
#   private fun File.isInside(root: File): Boolean =
#       canonicalFile.startsWith(root.canonicalFile)                           // 10 (kotlin.io File.startsWith)
.class public final Lcom/example/pg/PathGuardKt;
.super Ljava/lang/Object;
.source "PathGuard.kt"

.method public static final requireInside(Ljava/io/File;Ljava/io/File;)Ljava/io/File;
    .registers 5
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "root"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 6
    invoke-static {p0, p1}, Lcom/example/pg/PathGuardKt;->isInside(Ljava/io/File;Ljava/io/File;)Z
    move-result v0
    if-eqz v0, :cond_0
    .line 7
    return-object p0
    :cond_0
    .line 6
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "outside "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    new-instance v1, Ljava/lang/IllegalArgumentException;
    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-direct {v1, v0}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v1
.end method

.method private static final isInside(Ljava/io/File;Ljava/io/File;)Z
    .registers 4
    .line 10
    invoke-virtual {p0}, Ljava/io/File;->getCanonicalFile()Ljava/io/File;
    move-result-object v0
    const-string v1, "getCanonicalFile(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {p1}, Ljava/io/File;->getCanonicalFile()Ljava/io/File;
    move-result-object v2
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0, v2}, Lkotlin/io/FilesKt;->startsWith(Ljava/io/File;Ljava/io/File;)Z
    move-result v0
    return v0
.end method
