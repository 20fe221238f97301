# Java sketch (PathRules.java), containment helpers as javac + D8 emit them:
#   final class PathRules {                                                    // 5
#       // the file name names inside base, or SecurityException
#       static File resolveInside(File base, String name) throws IOException {
#           File f = new File(base, name);                                     // 8
#           requireInside(f, base);                                            // 9
#           return f;                                                          // 10
#       }
#       static void requireInside(File f, File base) throws IOException {
#           if (!isInside(f, base)) {                                          // 13
#               throw new SecurityException(f + " is outside " + base);        // 14
#           }
#       }                                                                      // 16
#       static boolean isInside(File f, File base) throws IOException {
#           return f.getCanonicalPath().startsWith(base.getCanonicalPath() + File.separator); // 18
#       }
#       // the canonical path of name inside base, or null
#       static String insidePath(File base, String name) throws IOException {
#           String p = new File(base, name).getCanonicalPath();                // 22
#           if (!p.startsWith(base.getCanonicalPath() + File.separator)) {     // 23
#               return null;                                                   // 24
#           }
#           return p;                                                          // 26
#       }
#       // canonicalizes, checks nothing
#       static File canonical(File f) throws IOException {
#           return f.getCanonicalFile();                                       // 30
#       }
#       // deletes a directory tree, recursively
#       static void deleteTree(File f) {
#           File[] kids = f.listFiles();                                       // 34
#           if (kids != null) for (File k : kids) deleteTree(k);               // 35
#           f.delete();                                                        // 36
#       }                                                                      // 37
#   }
.class final Lcom/example/pg/PathRules;
.super Ljava/lang/Object;
.source "PathRules.java"

.method constructor <init>()V
    .registers 1
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

# near miss CETP622: the File is returned only after requireInside (two helpers deep) found it inside base
.method static resolveInside(Ljava/io/File;Ljava/lang/String;)Ljava/io/File;
    .registers 3
    .line 8
    new-instance v0, Ljava/io/File;
    invoke-direct {v0, p0, p1}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 9
    invoke-static {v0, p0}, Lcom/example/pg/PathRules;->requireInside(Ljava/io/File;Ljava/io/File;)V
    .line 10
    return-object v0
.end method

.method static requireInside(Ljava/io/File;Ljava/io/File;)V
    .registers 5
    .line 13
    invoke-static {p0, p1}, Lcom/example/pg/PathRules;->isInside(Ljava/io/File;Ljava/io/File;)Z
    move-result v0
    if-eqz v0, :cond_outside
    .line 16
    return-void
    :cond_outside
    .line 14
    new-instance v0, Ljava/lang/SecurityException;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v2, " is outside "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-direct {v0, v1}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method static isInside(Ljava/io/File;Ljava/io/File;)Z
    .registers 4
    .line 18
    invoke-virtual {p0}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {p1}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    sget-object v2, Ljava/io/File;->separator:Ljava/lang/String;
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z
    move-result v0
    return v0
.end method

# near miss CETP622: the canonical path is returned only once it starts with base's
.method static insidePath(Ljava/io/File;Ljava/lang/String;)Ljava/lang/String;
    .registers 5
    .line 22
    new-instance v0, Ljava/io/File;
    invoke-direct {v0, p0, p1}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object v0
    .line 23
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {p0}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    sget-object v2, Ljava/io/File;->separator:Ljava/lang/String;
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z
    move-result v1
    if-nez v1, :cond_inside
    .line 24
    const/4 v0, 0x0
    return-object v0
    :cond_inside
    .line 26
    return-object v0
.end method

.method static canonical(Ljava/io/File;)Ljava/io/File;
    .registers 2
    .line 30
    invoke-virtual {p0}, Ljava/io/File;->getCanonicalFile()Ljava/io/File;
    move-result-object v0
    return-object v0
.end method

.method static deleteTree(Ljava/io/File;)V
    .registers 5
    .line 34
    invoke-virtual {p0}, Ljava/io/File;->listFiles()[Ljava/io/File;
    move-result-object v0
    .line 35
    if-eqz v0, :cond_done
    array-length v1, v0
    const/4 v2, 0x0
    :goto_loop
    if-ge v2, v1, :cond_done
    aget-object v3, v0, v2
    invoke-static {v3}, Lcom/example/pg/PathRules;->deleteTree(Ljava/io/File;)V
    add-int/lit8 v2, v2, 0x1
    goto :goto_loop
    :cond_done
    .line 36
    invoke-virtual {p0}, Ljava/io/File;->delete()Z
    .line 37
    return-void
.end method
