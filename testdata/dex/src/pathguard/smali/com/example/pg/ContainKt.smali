# Kotlin sketch (Contain.kt), compiled by kotlinc and D8: require/check
# with prefixes, and an isOutside predicate.
#   package com.example.pg                                                       // 1
#
#   // near miss CETP622: require() with the directory's path plus File.separator
#   fun readRequired(base: File, name: String): String {
#       val f = File(base, name)                                                  // 5
#       require(f.canonicalPath.startsWith(base.canonicalPath + File.separator)) { "outside" } // 6
#       return f.readText()                                                       // 7
#   }
#   // true positive CETP622: check() with the directory's path alone as prefix
#   fun readChecked(base: File, name: String): String {
#       val f = File(base, name)                                                  // 11
#       check(f.canonicalPath.startsWith(base.canonicalPath)) { "outside" }       // 12
#       return f.readText()                                                       // 13
#   }
#   // near miss CETP622: the read runs only where isOutside said false
#   fun readUnlessOutside(base: File, name: String): String? {
#       val f = File(base, name)                                                  // 17
#       if (isOutside(f, base)) return null                                       // 18
#       return f.readText()                                                       // 19
#   }
#   fun isOutside(f: File, base: File) = !f.canonicalPath.startsWith(base.canonicalPath + "/") // 21
#   // note CETP622: whether the prefix passed in ends with a separator is not known
#   fun readUnder(prefix: String, base: File, name: String): String {
#       val f = File(base, name)                                                  // 24
#       require(f.canonicalPath.startsWith(prefix)) { "outside" }                 // 25
#       return f.readText()                                                       // 26
#   }
# require/check are inline: a branch on the condition and the throw of
# IllegalArgumentException/IllegalStateException with the lazy message.
# isOutside's negation is folded by D8 into xor-int/lit8.
.class public final Lcom/example/pg/ContainKt;
.super Ljava/lang/Object;
.source "Contain.kt"

# near miss CETP622: require with a separator-terminated prefix
.method public static final readRequired(Ljava/io/File;Ljava/lang/String;)Ljava/lang/String;
    .locals 6
    const-string v0, "base"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "name"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 5
    new-instance v0, Ljava/io/File;
    invoke-direct {v0, p0, p1}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 6
    invoke-virtual {v0}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object v1
    const-string p1, "f.canonicalPath"
    invoke-static {v1, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance p1, Ljava/lang/StringBuilder;
    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {p0}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object p0
    invoke-virtual {p1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p0
    sget-object p1, Ljava/io/File;->separator:Ljava/lang/String;
    invoke-virtual {p0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p0
    invoke-virtual {p0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    const/4 v3, 0x0
    const/4 v4, 0x2
    const/4 v5, 0x0
    invoke-static/range {v1 .. v5}, Lkotlin/text/StringsKt;->startsWith$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Z
    move-result p0
    if-eqz p0, :cond_0
    .line 7
    const/4 p0, 0x0
    const/4 p1, 0x1
    invoke-static {v0, p0, p1, p0}, Lkotlin/io/FilesKt;->readText$default(Ljava/io/File;Ljava/nio/charset/Charset;ILjava/lang/Object;)Ljava/lang/String;
    move-result-object p0
    return-object p0
    .line 6
    :cond_0
    const-string p0, "outside"
    new-instance p1, Ljava/lang/IllegalArgumentException;
    invoke-virtual {p0}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object p0
    invoke-direct {p1, p0}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    check-cast p1, Ljava/lang/Throwable;
    throw p1
.end method

# true positive 622: check() against the directory's path without a separator
.method public static final readChecked(Ljava/io/File;Ljava/lang/String;)Ljava/lang/String;
    .locals 6
    const-string v0, "base"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "name"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    new-instance v0, Ljava/io/File;
    invoke-direct {v0, p0, p1}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 12
    invoke-virtual {v0}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object v1
    const-string p1, "f.canonicalPath"
    invoke-static {v1, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {p0}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object v2
    const-string p0, "base.canonicalPath"
    invoke-static {v2, p0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v3, 0x0
    const/4 v4, 0x2
    const/4 v5, 0x0
    invoke-static/range {v1 .. v5}, Lkotlin/text/StringsKt;->startsWith$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Z
    move-result p0
    if-eqz p0, :cond_0
    .line 13
    const/4 p0, 0x0
    const/4 p1, 0x1
    invoke-static {v0, p0, p1, p0}, Lkotlin/io/FilesKt;->readText$default(Ljava/io/File;Ljava/nio/charset/Charset;ILjava/lang/Object;)Ljava/lang/String;
    move-result-object p0
    return-object p0
    .line 12
    :cond_0
    const-string p0, "outside"
    new-instance p1, Ljava/lang/IllegalStateException;
    invoke-virtual {p0}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object p0
    invoke-direct {p1, p0}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    check-cast p1, Ljava/lang/Throwable;
    throw p1
.end method

# near miss CETP622: isOutside(f) false is the success branch
.method public static final readUnlessOutside(Ljava/io/File;Ljava/lang/String;)Ljava/lang/String;
    .locals 2
    const-string v0, "base"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "name"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    new-instance v0, Ljava/io/File;
    invoke-direct {v0, p0, p1}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 18
    invoke-static {v0, p0}, Lcom/example/pg/ContainKt;->isOutside(Ljava/io/File;Ljava/io/File;)Z
    move-result p0
    const/4 p1, 0x0
    if-eqz p0, :cond_0
    return-object p1
    .line 19
    :cond_0
    const/4 p0, 0x1
    invoke-static {v0, p1, p0, p1}, Lkotlin/io/FilesKt;->readText$default(Ljava/io/File;Ljava/nio/charset/Charset;ILjava/lang/Object;)Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

.method public static final isOutside(Ljava/io/File;Ljava/io/File;)Z
    .locals 6
    const-string v0, "f"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "base"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    invoke-virtual {p0}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object v1
    const-string p0, "f.canonicalPath"
    invoke-static {v1, p0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance p0, Ljava/lang/StringBuilder;
    invoke-direct {p0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {p1}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {p0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p0
    const/16 p1, 0x2f
    invoke-virtual {p0, p1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object p0
    invoke-virtual {p0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    const/4 v3, 0x0
    const/4 v4, 0x2
    const/4 v5, 0x0
    invoke-static/range {v1 .. v5}, Lkotlin/text/StringsKt;->startsWith$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Z
    move-result p0
    xor-int/lit8 p0, p0, 0x1
    return p0
.end method

# note CETP622: the prefix is a parameter; whether it ends with "/" is not known
.method public static final readUnder(Ljava/lang/String;Ljava/io/File;Ljava/lang/String;)Ljava/lang/String;
    .locals 6
    const-string v0, "prefix"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "base"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "name"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 24
    new-instance v0, Ljava/io/File;
    invoke-direct {v0, p1, p2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 25
    invoke-virtual {v0}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object v1
    const-string p1, "f.canonicalPath"
    invoke-static {v1, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    move-object v2, p0
    const/4 v3, 0x0
    const/4 v4, 0x2
    const/4 v5, 0x0
    invoke-static/range {v1 .. v5}, Lkotlin/text/StringsKt;->startsWith$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Z
    move-result p0
    if-eqz p0, :cond_0
    .line 26
    const/4 p0, 0x0
    const/4 p1, 0x1
    invoke-static {v0, p0, p1, p0}, Lkotlin/io/FilesKt;->readText$default(Ljava/io/File;Ljava/nio/charset/Charset;ILjava/lang/Object;)Ljava/lang/String;
    move-result-object p0
    return-object p0
    .line 25
    :cond_0
    const-string p0, "outside"
    new-instance p1, Ljava/lang/IllegalArgumentException;
    invoke-virtual {p0}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object p0
    invoke-direct {p1, p0}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    check-cast p1, Ljava/lang/Throwable;
    throw p1
.end method
