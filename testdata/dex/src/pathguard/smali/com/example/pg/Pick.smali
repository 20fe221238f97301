# Java sketch (Pick.java), for the containment checks a path value crosses
# into a returned register: the check in a loop (prevLoop: another
# iteration's canonical path is returned after this one's check passed), a
# check that only logs (logOnly), a failure path returning the raw name
# (failMove), the honest `return inside ? c : null` (ternary), and a catch
# handler returning the raw name (tryCatch); open_* open what each returns.
#   static String prevLoop(File base, String names) { String pfx = base.getCanonicalPath() + File.separator;
#       String prev = null, r = null; for (String n : names.split(",")) { String c = new File(base, n).getCanonicalPath();
#           if (c.startsWith(pfx)) r = prev; prev = c; } return r; }                                        // 10
#   static String ternary(File base, String name) { ... String c = new File(base, name).getCanonicalPath();
#       return c.startsWith(pfx) ? c : null; }                                                              // 50
#   static void open_X(File base, String name) { new FileOutputStream(X(base, name)).close(); }      // 100-104
.class public final Lcom/example/pg/Pick;
.super Ljava/lang/Object;
.source "Pick.java"

.method public static prevLoop(Ljava/io/File;Ljava/lang/String;)Ljava/lang/String;
    .registers 10
    .line 10
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {p0}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    sget-object v1, Ljava/io/File;->separator:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v1, ","
    invoke-virtual {p1, v1}, Ljava/lang/String;->split(Ljava/lang/String;)[Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    const/4 v3, 0x0
    const/4 v4, 0x0
    :loop
    array-length v5, v1
    if-ge v4, v5, :done
    aget-object v5, v1, v4
    new-instance v6, Ljava/io/File;
    invoke-direct {v6, p0, v5}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-virtual {v6}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object v6
    invoke-virtual {v6, v0}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z
    move-result v7
    if-eqz v7, :skip
    move-object v3, v2
    :skip
    move-object v2, v6
    add-int/lit8 v4, v4, 0x1
    goto :loop
    :done
    return-object v3
.end method

.method public static prevLoopOpen(Ljava/io/File;Ljava/lang/String;)V
    .registers 10
    .line 20
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {p0}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    sget-object v1, Ljava/io/File;->separator:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v1, ","
    invoke-virtual {p1, v1}, Ljava/lang/String;->split(Ljava/lang/String;)[Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    const/4 v3, 0x0
    const/4 v4, 0x0
    :loop
    array-length v5, v1
    if-ge v4, v5, :done
    aget-object v5, v1, v4
    new-instance v6, Ljava/io/File;
    invoke-direct {v6, p0, v5}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-virtual {v6}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object v6
    invoke-virtual {v6, v0}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z
    move-result v7
    if-eqz v7, :skip
    new-instance v8, Ljava/io/FileOutputStream;
    invoke-direct {v8, v2}, Ljava/io/FileOutputStream;-><init>(Ljava/lang/String;)V
    invoke-virtual {v8}, Ljava/io/FileOutputStream;->close()V
    :skip
    move-object v2, v6
    add-int/lit8 v4, v4, 0x1
    goto :loop
    :done
    return-void
.end method

.method public static logOnly(Ljava/io/File;Ljava/lang/String;)Ljava/lang/String;
    .registers 6
    .line 30
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {p0}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    sget-object v1, Ljava/io/File;->separator:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    new-instance v1, Ljava/io/File;
    invoke-direct {v1, p0, p1}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-virtual {v1}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v1, v0}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z
    move-result v2
    if-nez v2, :ok
    const-string v3, "pg"
    const-string v2, "outside"
    invoke-static {v3, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I
    :ok
    return-object v1
.end method

.method public static failMove(Ljava/io/File;Ljava/lang/String;)Ljava/lang/String;
    .registers 6
    .line 40
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {p0}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    sget-object v1, Ljava/io/File;->separator:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    new-instance v1, Ljava/io/File;
    invoke-direct {v1, p0, p1}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-virtual {v1}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v1, v0}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z
    move-result v2
    if-eqz v2, :bad
    move-object v3, v1
    goto :ret
    :bad
    move-object v3, p1
    :ret
    return-object v3
.end method

.method public static ternary(Ljava/io/File;Ljava/lang/String;)Ljava/lang/String;
    .registers 6
    .line 50
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {p0}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    sget-object v1, Ljava/io/File;->separator:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    new-instance v1, Ljava/io/File;
    invoke-direct {v1, p0, p1}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-virtual {v1}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v1, v0}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z
    move-result v2
    if-eqz v2, :bad
    move-object v3, v1
    goto :ret
    :bad
    const/4 v3, 0x0
    :ret
    return-object v3
.end method

.method public static tryCatch(Ljava/io/File;Ljava/lang/String;)Ljava/lang/String;
    .registers 6
    .line 60
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {p0}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    sget-object v1, Ljava/io/File;->separator:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    const/4 v3, 0x0
    :try_start_0
    new-instance v1, Ljava/io/File;
    invoke-direct {v1, p0, p1}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-virtual {v1}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v1, v0}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z
    move-result v2
    if-eqz v2, :ret
    move-object v3, v1
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    goto :ret
    :catch_0
    move-exception v2
    move-object v3, p1
    :ret
    return-object v3
.end method

.method public static open_prevLoop(Ljava/io/File;Ljava/lang/String;)V
    .registers 4
    .line 100
    invoke-static {p0, p1}, Lcom/example/pg/Pick;->prevLoop(Ljava/io/File;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    new-instance v1, Ljava/io/FileOutputStream;
    invoke-direct {v1, v0}, Ljava/io/FileOutputStream;-><init>(Ljava/lang/String;)V
    invoke-virtual {v1}, Ljava/io/FileOutputStream;->close()V
    return-void
.end method

.method public static open_logOnly(Ljava/io/File;Ljava/lang/String;)V
    .registers 4
    .line 101
    invoke-static {p0, p1}, Lcom/example/pg/Pick;->logOnly(Ljava/io/File;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    new-instance v1, Ljava/io/FileOutputStream;
    invoke-direct {v1, v0}, Ljava/io/FileOutputStream;-><init>(Ljava/lang/String;)V
    invoke-virtual {v1}, Ljava/io/FileOutputStream;->close()V
    return-void
.end method

.method public static open_failMove(Ljava/io/File;Ljava/lang/String;)V
    .registers 4
    .line 102
    invoke-static {p0, p1}, Lcom/example/pg/Pick;->failMove(Ljava/io/File;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    new-instance v1, Ljava/io/FileOutputStream;
    invoke-direct {v1, v0}, Ljava/io/FileOutputStream;-><init>(Ljava/lang/String;)V
    invoke-virtual {v1}, Ljava/io/FileOutputStream;->close()V
    return-void
.end method

.method public static open_ternary(Ljava/io/File;Ljava/lang/String;)V
    .registers 4
    .line 103
    invoke-static {p0, p1}, Lcom/example/pg/Pick;->ternary(Ljava/io/File;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    new-instance v1, Ljava/io/FileOutputStream;
    invoke-direct {v1, v0}, Ljava/io/FileOutputStream;-><init>(Ljava/lang/String;)V
    invoke-virtual {v1}, Ljava/io/FileOutputStream;->close()V
    return-void
.end method

.method public static open_tryCatch(Ljava/io/File;Ljava/lang/String;)V
    .registers 4
    .line 104
    invoke-static {p0, p1}, Lcom/example/pg/Pick;->tryCatch(Ljava/io/File;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    new-instance v1, Ljava/io/FileOutputStream;
    invoke-direct {v1, v0}, Ljava/io/FileOutputStream;-><init>(Ljava/lang/String;)V
    invoke-virtual {v1}, Ljava/io/FileOutputStream;->close()V
    return-void
.end method

