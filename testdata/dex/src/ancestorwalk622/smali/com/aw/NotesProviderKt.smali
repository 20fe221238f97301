.class public final Lcom/aw/NotesProviderKt;
.super Ljava/lang/Object;
.source "NotesProvider.kt"


# direct methods
.method public static final isWithin(Ljava/io/File;Ljava/io/File;)Z
    .registers 6
    const-string v1, "root"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
:L6
    .line 14
    nop
    .line 15
    if-nez v4, :L15
    const/4 v0, 0x0
    goto :L41
:L15
    .line 16
    invoke-static {v4, v5}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L27
    const/4 v0, 0x1
    goto :L41
:L27
    .line 17
    invoke-virtual {v4}, Ljava/io/File;->getParentFile()Ljava/io/File;
    move-result-object v2
    move-object v3, v5
    move-object v4, v2
    move-object v5, v3
    goto :L6
:L41
    .line 18
    return v0
.end method

.method public static final below(Ljava/io/File;Ljava/io/File;)Z
    .registers 5
    const-string v1, "file"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "root"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    move-object v2, v3
:L14
    .line 23
    if-eqz v2, :L36
    .line 24
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L28
    const/4 v0, 0x1
    return v0
:L28
    .line 25
    invoke-virtual {v2}, Ljava/io/File;->getParentFile()Ljava/io/File;
    move-result-object v2
    goto :L14
:L36
    .line 27
    const/4 v0, 0x0
    return v0
.end method

