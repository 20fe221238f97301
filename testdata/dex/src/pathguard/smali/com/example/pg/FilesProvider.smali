# Java sketch (FilesProvider.java), a provider that serves execute_tool itself:
#   public class FilesProvider extends ContentProvider {                        // 10
#       private PathPolicy policy; // installed by the host app at run time
#
#       @Override public Bundle call(String method, String arg, Bundle extras) {
#           String name = extras.getString("name");                              // 14
#           String other = extras.getString("other");                            // 15
#           try {
#               File base = getContext().getFilesDir();                          // 17
#               twoSinks(base, name, other);                                     // 18
#               discarded(base, name);                                           // 19
#               otherVariable(base, name, other);                                // 20
#               failOpen(base, name);                                            // 21
#               viaHelper(base, name);                                           // 22
#               canonText(base, name);                                           // 23
#               nioPath(base.toPath(), name);                                    // 24
#               canonOnly(base, name);                                           // 25
#               withPolicy(base, name); purge(base, name);                       // 26
#               canonInline(base, name); checkAfter(base, name);                 // 26
#               Containment.readUnlessOutside(base, name); Containment.notesPrefix(base, name); // 26
#               Containment.notesSlash(base, name); Containment.pathPrefix(base, name);       // 26
#               ContainKt.readRequired(base, name); ContainKt.readChecked(base, name);        // 26
#               ContainKt.readUnlessOutside(base, name);                                      // 26
#               ContainKt.readUnder("/data/user/0/com.example.pg/files/", base, name);        // 26
#           } catch (IOException e) {                                            // 27
#           }
#           return new Bundle();                                                 // 29
#       }
#       // the methods below
#   }
.class public Lcom/example/pg/FilesProvider;
.super Landroid/content/ContentProvider;
.source "FilesProvider.java"

.field private policy:Lcom/example/pg/PathPolicy;

.method public constructor <init>()V
    .registers 1
    .line 10
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .line 14
    const-string v0, "name"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 15
    const-string v1, "other"
    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    :try_start_0
    .line 17
    invoke-virtual {p0}, Lcom/example/pg/FilesProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    invoke-virtual {v2}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v2
    .line 18
    invoke-direct {p0, v2, v0, v1}, Lcom/example/pg/FilesProvider;->twoSinks(Ljava/io/File;Ljava/lang/String;Ljava/lang/String;)V
    .line 19
    invoke-direct {p0, v2, v0}, Lcom/example/pg/FilesProvider;->discarded(Ljava/io/File;Ljava/lang/String;)V
    .line 20
    invoke-direct {p0, v2, v0, v1}, Lcom/example/pg/FilesProvider;->otherVariable(Ljava/io/File;Ljava/lang/String;Ljava/lang/String;)V
    .line 21
    invoke-direct {p0, v2, v0}, Lcom/example/pg/FilesProvider;->failOpen(Ljava/io/File;Ljava/lang/String;)V
    .line 22
    invoke-direct {p0, v2, v0}, Lcom/example/pg/FilesProvider;->viaHelper(Ljava/io/File;Ljava/lang/String;)V
    .line 23
    invoke-direct {p0, v2, v0}, Lcom/example/pg/FilesProvider;->canonText(Ljava/io/File;Ljava/lang/String;)V
    .line 24
    invoke-virtual {v2}, Ljava/io/File;->toPath()Ljava/nio/file/Path;
    move-result-object v3
    invoke-direct {p0, v3, v0}, Lcom/example/pg/FilesProvider;->nioPath(Ljava/nio/file/Path;Ljava/lang/String;)V
    .line 25
    invoke-direct {p0, v2, v0}, Lcom/example/pg/FilesProvider;->canonOnly(Ljava/io/File;Ljava/lang/String;)V
    .line 26
    invoke-direct {p0, v2, v0}, Lcom/example/pg/FilesProvider;->withPolicy(Ljava/io/File;Ljava/lang/String;)V
    invoke-direct {p0, v2, v0}, Lcom/example/pg/FilesProvider;->purge(Ljava/io/File;Ljava/lang/String;)V
    invoke-direct {p0, v2, v0}, Lcom/example/pg/FilesProvider;->canonInline(Ljava/io/File;Ljava/lang/String;)V
    invoke-direct {p0, v2, v0}, Lcom/example/pg/FilesProvider;->checkAfter(Ljava/io/File;Ljava/lang/String;)V
    invoke-static {v2, v0}, Lcom/example/pg/Containment;->readUnlessOutside(Ljava/io/File;Ljava/lang/String;)V
    invoke-static {v2, v0}, Lcom/example/pg/Containment;->notesPrefix(Ljava/io/File;Ljava/lang/String;)V
    invoke-static {v2, v0}, Lcom/example/pg/Containment;->notesSlash(Ljava/io/File;Ljava/lang/String;)V
    invoke-static {v2, v0}, Lcom/example/pg/Containment;->pathPrefix(Ljava/io/File;Ljava/lang/String;)V
    invoke-static {v2, v0}, Lcom/example/pg/ContainKt;->readRequired(Ljava/io/File;Ljava/lang/String;)Ljava/lang/String;
    invoke-static {v2, v0}, Lcom/example/pg/ContainKt;->readChecked(Ljava/io/File;Ljava/lang/String;)Ljava/lang/String;
    invoke-static {v2, v0}, Lcom/example/pg/ContainKt;->readUnlessOutside(Ljava/io/File;Ljava/lang/String;)Ljava/lang/String;
    const-string v3, "/data/user/0/com.example.pg/files/"
    invoke-static {v3, v2, v0}, Lcom/example/pg/ContainKt;->readUnder(Ljava/lang/String;Ljava/io/File;Ljava/lang/String;)Ljava/lang/String;
    invoke-static {v2, v0}, Lcom/example/pg/Pick;->open_prevLoop(Ljava/io/File;Ljava/lang/String;)V
    invoke-static {v2, v0}, Lcom/example/pg/Pick;->prevLoopOpen(Ljava/io/File;Ljava/lang/String;)V
    invoke-static {v2, v0}, Lcom/example/pg/Pick;->open_logOnly(Ljava/io/File;Ljava/lang/String;)V
    invoke-static {v2, v0}, Lcom/example/pg/Pick;->open_failMove(Ljava/io/File;Ljava/lang/String;)V
    invoke-static {v2, v0}, Lcom/example/pg/Pick;->open_ternary(Ljava/io/File;Ljava/lang/String;)V
    invoke-static {v2, v0}, Lcom/example/pg/Pick;->open_tryCatch(Ljava/io/File;Ljava/lang/String;)V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    goto :goto_ret
    :catch_0
    .line 27
    move-exception v0
    :goto_ret
    .line 29
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method

# Java sketch, continued: two files in one method, only the first checked
#   private void twoSinks(File base, String name, String other) throws IOException {
#       File in = new File(base, name);                                          // 34
#       if (!in.getCanonicalPath().startsWith(base.getCanonicalPath() + File.separator)) { // 35
#           throw new SecurityException("outside");                              // 36
#       }
#       new FileInputStream(in).close();                                         // 38
#       // true positive 622: "other" is opened unchecked
#       new FileOutputStream(new File(base, other)).close();                     // 40
#   }                                                                            // 41
.method private twoSinks(Ljava/io/File;Ljava/lang/String;Ljava/lang/String;)V
    .registers 8
    .line 34
    new-instance v0, Ljava/io/File;
    invoke-direct {v0, p1, p2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 35
    invoke-virtual {v0}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {p1}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    sget-object v3, Ljava/io/File;->separator:Ljava/lang/String;
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z
    move-result v1
    if-nez v1, :cond_inside
    .line 36
    new-instance v0, Ljava/lang/SecurityException;
    const-string v1, "outside"
    invoke-direct {v0, v1}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V
    throw v0
    :cond_inside
    .line 38
    new-instance v1, Ljava/io/FileInputStream;
    invoke-direct {v1, v0}, Ljava/io/FileInputStream;-><init>(Ljava/io/File;)V
    invoke-virtual {v1}, Ljava/io/FileInputStream;->close()V
    .line 40
    new-instance v0, Ljava/io/FileOutputStream;
    new-instance v1, Ljava/io/File;
    invoke-direct {v1, p1, p3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-direct {v0, v1}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V
    invoke-virtual {v0}, Ljava/io/FileOutputStream;->close()V
    .line 41
    return-void
.end method

# Java sketch, continued: true positive 622, the check's result is thrown away
#   private void discarded(File base, String name) throws IOException {
#       File f = new File(base, name);                                           // 46
#       f.getCanonicalPath().startsWith(base.getCanonicalPath());                // 47
#       new FileInputStream(f).close();                                          // 48
#   }                                                                            // 49
.method private discarded(Ljava/io/File;Ljava/lang/String;)V
    .registers 6
    .line 46
    new-instance v0, Ljava/io/File;
    invoke-direct {v0, p1, p2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 47
    invoke-virtual {v0}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {p1}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z
    .line 48
    new-instance v1, Ljava/io/FileInputStream;
    invoke-direct {v1, v0}, Ljava/io/FileInputStream;-><init>(Ljava/io/File;)V
    invoke-virtual {v1}, Ljava/io/FileInputStream;->close()V
    .line 49
    return-void
.end method

# Java sketch, continued: true positive 622, the check is on another variable
#   private void otherVariable(File base, String name, String other) throws IOException {
#       File f = new File(base, name);                                           // 54
#       File g = new File(base, other);                                          // 55
#       if (!g.getCanonicalPath().startsWith(base.getCanonicalPath())) return;   // 56
#       new FileInputStream(f).close();                                          // 57
#   }                                                                            // 58
.method private otherVariable(Ljava/io/File;Ljava/lang/String;Ljava/lang/String;)V
    .registers 8
    .line 54
    new-instance v0, Ljava/io/File;
    invoke-direct {v0, p1, p2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 55
    new-instance v1, Ljava/io/File;
    invoke-direct {v1, p1, p3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 56
    invoke-virtual {v1}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {p1}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v2, v3}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z
    move-result v2
    if-nez v2, :cond_inside
    return-void
    :cond_inside
    .line 57
    new-instance v2, Ljava/io/FileInputStream;
    invoke-direct {v2, v0}, Ljava/io/FileInputStream;-><init>(Ljava/io/File;)V
    invoke-virtual {v2}, Ljava/io/FileInputStream;->close()V
    .line 58
    return-void
.end method

# Java sketch, continued: true positive 622, the failure branch only logs
#   private void failOpen(File base, String name) throws IOException {
#       File f = new File(base, name);                                           // 63
#       if (!f.getCanonicalPath().startsWith(base.getCanonicalPath())) {         // 64
#           Log.w("files", "outside the files dir");                             // 65
#       }
#       new FileOutputStream(f).close();                                         // 67
#   }                                                                            // 68
.method private failOpen(Ljava/io/File;Ljava/lang/String;)V
    .registers 6
    .line 63
    new-instance v0, Ljava/io/File;
    invoke-direct {v0, p1, p2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 64
    invoke-virtual {v0}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {p1}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z
    move-result v1
    if-nez v1, :cond_inside
    .line 65
    const-string v1, "files"
    const-string v2, "outside the files dir"
    invoke-static {v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I
    :cond_inside
    .line 67
    new-instance v1, Ljava/io/FileOutputStream;
    invoke-direct {v1, v0}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V
    invoke-virtual {v1}, Ljava/io/FileOutputStream;->close()V
    .line 68
    return-void
.end method

# Java sketch, continued: PathRules.resolveInside checks (see PathRules)
#   private void viaHelper(File base, String name) throws IOException {
#       File f = PathRules.resolveInside(base, name);                            // 72
#       new FileInputStream(f).close();                                          // 73
#   }                                                                            // 74
.method private viaHelper(Ljava/io/File;Ljava/lang/String;)V
    .registers 5
    .line 72
    invoke-static {p1, p2}, Lcom/example/pg/PathRules;->resolveInside(Ljava/io/File;Ljava/lang/String;)Ljava/io/File;
    move-result-object v0
    .line 73
    new-instance v1, Ljava/io/FileInputStream;
    invoke-direct {v1, v0}, Ljava/io/FileInputStream;-><init>(Ljava/io/File;)V
    invoke-virtual {v1}, Ljava/io/FileInputStream;->close()V
    .line 74
    return-void
.end method

# Java sketch, continued:
#   private void canonText(File base, String name) throws IOException {
#       String path = PathRules.insidePath(base, name);                          // 78
#       if (path == null) return;                                                // 79
#       new FileOutputStream(path).close();                                      // 80
#   }                                                                            // 81
# near miss CETP622: the text opened is what insidePath returns only once it is inside base
.method private canonText(Ljava/io/File;Ljava/lang/String;)V
    .registers 5
    .line 78
    invoke-static {p1, p2}, Lcom/example/pg/PathRules;->insidePath(Ljava/io/File;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 79
    if-nez v0, :cond_found
    return-void
    :cond_found
    .line 80
    new-instance v1, Ljava/io/FileOutputStream;
    invoke-direct {v1, v0}, Ljava/io/FileOutputStream;-><init>(Ljava/lang/String;)V
    invoke-virtual {v1}, Ljava/io/FileOutputStream;->close()V
    .line 81
    return-void
.end method

# Java sketch, continued:
#   private void nioPath(Path base, String name) throws IOException {
#       Path p = base.resolve(name).normalize();                                 // 85
#       if (!p.startsWith(base)) throw new SecurityException("outside");          // 86
#       Files.newInputStream(p).close();                                         // 87
#   }                                                                            // 88
# near miss CETP622: Path.startsWith on the normalized path guards the read
.method private nioPath(Ljava/nio/file/Path;Ljava/lang/String;)V
    .registers 5
    .line 85
    invoke-interface {p1, p2}, Ljava/nio/file/Path;->resolve(Ljava/lang/String;)Ljava/nio/file/Path;
    move-result-object v0
    invoke-interface {v0}, Ljava/nio/file/Path;->normalize()Ljava/nio/file/Path;
    move-result-object v0
    .line 86
    invoke-interface {v0, p1}, Ljava/nio/file/Path;->startsWith(Ljava/nio/file/Path;)Z
    move-result v1
    if-nez v1, :cond_inside
    new-instance v0, Ljava/lang/SecurityException;
    const-string v1, "outside"
    invoke-direct {v0, v1}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V
    throw v0
    :cond_inside
    .line 87
    const/4 v1, 0x0
    new-array v1, v1, [Ljava/nio/file/OpenOption;
    invoke-static {v0, v1}, Ljava/nio/file/Files;->newInputStream(Ljava/nio/file/Path;[Ljava/nio/file/OpenOption;)Ljava/io/InputStream;
    move-result-object v0
    invoke-virtual {v0}, Ljava/io/InputStream;->close()V
    .line 88
    return-void
.end method

# Java sketch, continued: true positive 622, PathRules.canonical canonicalizes and checks nothing
#   private void canonOnly(File base, String name) throws IOException {
#       File f = PathRules.canonical(new File(base, name));                     // 92
#       new FileInputStream(f).close();                                          // 93
#   }                                                                            // 94
.method private canonOnly(Ljava/io/File;Ljava/lang/String;)V
    .registers 5
    .line 92
    new-instance v0, Ljava/io/File;
    invoke-direct {v0, p1, p2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/example/pg/PathRules;->canonical(Ljava/io/File;)Ljava/io/File;
    move-result-object v0
    .line 93
    new-instance v1, Ljava/io/FileInputStream;
    invoke-direct {v1, v0}, Ljava/io/FileInputStream;-><init>(Ljava/io/File;)V
    invoke-virtual {v1}, Ljava/io/FileInputStream;->close()V
    .line 94
    return-void
.end method

# Java sketch, continued: the check is left to a policy with no code in the APK (a note)
#   private void withPolicy(File base, String name) throws IOException {
#       File f = new File(base, name);                                           // 98
#       policy.check(f, base);                                                   // 99
#       new FileInputStream(f).close();                                          // 100
#   }                                                                            // 101
.method private withPolicy(Ljava/io/File;Ljava/lang/String;)V
    .registers 5
    .line 98
    new-instance v0, Ljava/io/File;
    invoke-direct {v0, p1, p2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 99
    iget-object v1, p0, Lcom/example/pg/FilesProvider;->policy:Lcom/example/pg/PathPolicy;
    invoke-interface {v1, v0, p1}, Lcom/example/pg/PathPolicy;->check(Ljava/io/File;Ljava/io/File;)V
    .line 100
    new-instance v1, Ljava/io/FileInputStream;
    invoke-direct {v1, v0}, Ljava/io/FileInputStream;-><init>(Ljava/io/File;)V
    invoke-virtual {v1}, Ljava/io/FileInputStream;->close()V
    .line 101
    return-void
.end method

# Java sketch, continued: true positive 622, the tree the request names is
# deleted and nothing checks it (PathRules.deleteTree calls itself)
#   private void purge(File base, String name) {
#       PathRules.deleteTree(new File(base, name));                              // 106
#   }                                                                            // 107
.method private purge(Ljava/io/File;Ljava/lang/String;)V
    .registers 4
    .line 106
    new-instance v0, Ljava/io/File;
    invoke-direct {v0, p1, p2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/example/pg/PathRules;->deleteTree(Ljava/io/File;)V
    .line 107
    return-void
.end method

# Java sketch, continued:
#   private void canonInline(File base, String name) throws IOException {
#       String p = new File(base, name).getCanonicalPath();                      // 111
#       if (!p.startsWith(base.getCanonicalPath() + File.separator)) return;     // 112
#       new FileOutputStream(p).close();                                         // 113
#   }                                                                            // 114
# near miss CETP622: the canonical text is opened only on the check's success branch
.method private canonInline(Ljava/io/File;Ljava/lang/String;)V
    .registers 7
    .line 111
    new-instance v0, Ljava/io/File;
    invoke-direct {v0, p1, p2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object v0
    .line 112
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
    move-result v1
    if-nez v1, :cond_inside
    return-void
    :cond_inside
    .line 113
    new-instance v1, Ljava/io/FileOutputStream;
    invoke-direct {v1, v0}, Ljava/io/FileOutputStream;-><init>(Ljava/lang/String;)V
    invoke-virtual {v1}, Ljava/io/FileOutputStream;->close()V
    .line 114
    return-void
.end method

# Java sketch, continued: true positive 622, the text is opened before it is checked
#   private void checkAfter(File base, String name) throws IOException {
#       String p = new File(base, name).getCanonicalPath();                      // 118
#       new FileOutputStream(p).close();                                         // 119
#       if (!p.startsWith(base.getCanonicalPath())) throw new SecurityException(p); // 120
#   }                                                                            // 121
.method private checkAfter(Ljava/io/File;Ljava/lang/String;)V
    .registers 6
    .line 118
    new-instance v0, Ljava/io/File;
    invoke-direct {v0, p1, p2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object v0
    .line 119
    new-instance v1, Ljava/io/FileOutputStream;
    invoke-direct {v1, v0}, Ljava/io/FileOutputStream;-><init>(Ljava/lang/String;)V
    invoke-virtual {v1}, Ljava/io/FileOutputStream;->close()V
    .line 120
    invoke-virtual {p1}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z
    move-result v1
    if-nez v1, :cond_inside
    new-instance v1, Ljava/lang/SecurityException;
    invoke-direct {v1, v0}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V
    throw v1
    :cond_inside
    .line 121
    return-void
.end method
