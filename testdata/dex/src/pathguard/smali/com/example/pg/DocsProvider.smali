# Kotlin sketch (DocsProvider.kt), a provider that serves execute_tool itself:
#   class DocsProvider : ContentProvider() {                                   // 12
#       override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
#           val name = extras?.getString("name") ?: return null                // 15
#           val root = requireContext().filesDir                               // 16
#           read(root, name)                                                   // 17
#           readBoth(root, name)                                               // 18
#           readResolved(root, name)                                           // 19
#           readUnchecked(root, name)                                          // 20
#           return Bundle()                                                    // 21
#       }
#       // the functions below
#   }
.class public final Lcom/example/pg/DocsProvider;
.super Landroid/content/ContentProvider;
.source "DocsProvider.kt"

.method public constructor <init>()V
    .registers 1
    .line 12
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    if-eqz p3, :cond_none
    const-string v0, "name"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :cond_name
    :cond_none
    const/4 v0, 0x0
    return-object v0
    :cond_name
    .line 16
    invoke-virtual {p0}, Lcom/example/pg/DocsProvider;->requireContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v1
    const-string v2, "getFilesDir(...)"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    invoke-direct {p0, v1, v0}, Lcom/example/pg/DocsProvider;->read(Ljava/io/File;Ljava/lang/String;)Ljava/lang/String;
    .line 18
    invoke-direct {p0, v1, v0}, Lcom/example/pg/DocsProvider;->readBoth(Ljava/io/File;Ljava/lang/String;)Ljava/lang/String;
    .line 19
    invoke-direct {p0, v1, v0}, Lcom/example/pg/DocsProvider;->readResolved(Ljava/io/File;Ljava/lang/String;)Ljava/lang/String;
    .line 20
    invoke-direct {p0, v1, v0}, Lcom/example/pg/DocsProvider;->readUnchecked(Ljava/io/File;Ljava/lang/String;)Ljava/lang/String;
    .line 21
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method

# Kotlin sketch, continued:
#   private fun read(root: File, name: String): String =
#       File(root, name).requireInside(root).readText()                        // 25
# near miss CETP622: requireInside (and isInside below it) keeps the file inside root
.method private final read(Ljava/io/File;Ljava/lang/String;)Ljava/lang/String;
    .registers 6
    .line 25
    new-instance v0, Ljava/io/File;
    invoke-direct {v0, p1, p2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-static {v0, p1}, Lcom/example/pg/PathGuardKt;->requireInside(Ljava/io/File;Ljava/io/File;)Ljava/io/File;
    move-result-object v0
    const/4 v1, 0x0
    const/4 v2, 0x1
    invoke-static {v0, v1, v2, v1}, Lkotlin/io/FilesKt;->readText$default(Ljava/io/File;Ljava/nio/charset/Charset;ILjava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

# Kotlin sketch, continued: true positive 622, the backup file skips requireInside
#   private fun readBoth(root: File, name: String): String {
#       val a = File(root, name).requireInside(root).readText()                // 30
#       val b = File(root, "$name.bak").readText()                             // 31
#       return a + b                                                           // 32
#   }
.method private final readBoth(Ljava/io/File;Ljava/lang/String;)Ljava/lang/String;
    .registers 9
    .line 30
    new-instance v0, Ljava/io/File;
    invoke-direct {v0, p1, p2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-static {v0, p1}, Lcom/example/pg/PathGuardKt;->requireInside(Ljava/io/File;Ljava/io/File;)Ljava/io/File;
    move-result-object v0
    const/4 v1, 0x0
    const/4 v2, 0x1
    invoke-static {v0, v1, v2, v1}, Lkotlin/io/FilesKt;->readText$default(Ljava/io/File;Ljava/nio/charset/Charset;ILjava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    .line 31
    new-instance v3, Ljava/io/File;
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v4, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v4
    const-string v5, ".bak"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v4
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v4
    invoke-direct {v3, p1, v4}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-static {v3, v1, v2, v1}, Lkotlin/io/FilesKt;->readText$default(Ljava/io/File;Ljava/nio/charset/Charset;ILjava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    .line 32
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v4, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v4
    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v4
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v4
    return-object v4
.end method

# Kotlin sketch, continued:
#   private fun readResolved(root: File, name: String): String {
#       val f = root.resolve(name).normalize()                                 // 36
#       check(f.startsWith(root)) { "outside" }                                // 37
#       return f.readText()                                                    // 38
#   }
# near miss CETP622: kotlin.io File.resolve, normalize and File.startsWith guard the read
.method private final readResolved(Ljava/io/File;Ljava/lang/String;)Ljava/lang/String;
    .registers 6
    .line 36
    invoke-static {p1, p2}, Lkotlin/io/FilesKt;->resolve(Ljava/io/File;Ljava/lang/String;)Ljava/io/File;
    move-result-object v0
    invoke-static {v0}, Lkotlin/io/FilesKt;->normalize(Ljava/io/File;)Ljava/io/File;
    move-result-object v0
    .line 37
    invoke-static {v0, p1}, Lkotlin/io/FilesKt;->startsWith(Ljava/io/File;Ljava/io/File;)Z
    move-result v1
    if-eqz v1, :cond_0
    .line 38
    const/4 v1, 0x0
    const/4 v2, 0x1
    invoke-static {v0, v1, v2, v1}, Lkotlin/io/FilesKt;->readText$default(Ljava/io/File;Ljava/nio/charset/Charset;ILjava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    return-object v0
    :cond_0
    .line 37
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v1, "outside"
    invoke-virtual {v1}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

# Kotlin sketch, continued: true positive 622, normalized but never compared with root
#   private fun readUnchecked(root: File, name: String): String =
#       root.resolve(name).normalize().readText()                              // 42
.method private final readUnchecked(Ljava/io/File;Ljava/lang/String;)Ljava/lang/String;
    .registers 6
    .line 42
    invoke-static {p1, p2}, Lkotlin/io/FilesKt;->resolve(Ljava/io/File;Ljava/lang/String;)Ljava/io/File;
    move-result-object v0
    invoke-static {v0}, Lkotlin/io/FilesKt;->normalize(Ljava/io/File;)Ljava/io/File;
    move-result-object v0
    const/4 v1, 0x0
    const/4 v2, 0x1
    invoke-static {v0, v1, v2, v1}, Lkotlin/io/FilesKt;->readText$default(Ljava/io/File;Ljava/nio/charset/Charset;ILjava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
