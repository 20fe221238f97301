# Java sketch (Containment.java), compiled by javac and D8: containment
# written as an "is outside" predicate, and prefixes with and without a
# trailing separator.
#   final class Containment {                                                     // 5
#       // near miss CETP622: the read runs only where isOutside said false
#       static void readUnlessOutside(File base, String name) throws IOException {
#           File f = new File(base, name);                                        // 8
#           if (isOutside(f, base)) return;                                       // 9
#           new FileInputStream(f).close();                                       // 10
#       }
#       static boolean isOutside(File f, File base) throws IOException {
#           return !f.getCanonicalPath().startsWith(base.getCanonicalPath() + File.separator); // 13
#       }
#       // true positive CETP622: "/data/notes" lets "/data/notes-evil" through
#       static void notesPrefix(File base, String name) throws IOException {
#           File f = new File(base, name);                                        // 17
#           if (!f.getCanonicalPath().startsWith("/data/notes")) throw new SecurityException("outside"); // 18
#           new FileOutputStream(f).close();                                      // 19
#       }
#       // near miss CETP622: the same prefix with its trailing separator
#       static void notesSlash(File base, String name) throws IOException {
#           File f = new File(base, name);                                        // 23
#           if (!f.getCanonicalPath().startsWith("/data/notes/")) throw new SecurityException("outside"); // 24
#           new FileOutputStream(f).close();                                      // 25
#       }
#       // near miss CETP622: Path.startsWith compares whole names, no separator needed
#       static void pathPrefix(File base, String name) throws IOException {
#           File f = new File(base, name).getCanonicalFile();                     // 29
#           if (!f.toPath().startsWith(base.getCanonicalFile().toPath())) throw new SecurityException("outside"); // 30
#           new FileInputStream(f).close();                                       // 31
#       }
#   }
# javac compiles `return !x` to two constants on the branches of x; D8
# keeps them and shares the return.
.class final Lcom/example/pg/Containment;
.super Ljava/lang/Object;
.source "Containment.java"

.method constructor <init>()V
    .locals 0
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

# near miss CETP622: isOutside(f) false is the success branch
.method static readUnlessOutside(Ljava/io/File;Ljava/lang/String;)V
    .locals 1
    .line 8
    new-instance v0, Ljava/io/File;
    invoke-direct {v0, p0, p1}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 9
    invoke-static {v0, p0}, Lcom/example/pg/Containment;->isOutside(Ljava/io/File;Ljava/io/File;)Z
    move-result p0
    if-eqz p0, :cond_0
    return-void
    .line 10
    :cond_0
    new-instance p0, Ljava/io/FileInputStream;
    invoke-direct {p0, v0}, Ljava/io/FileInputStream;-><init>(Ljava/io/File;)V
    invoke-virtual {p0}, Ljava/io/FileInputStream;->close()V
    return-void
.end method

.method static isOutside(Ljava/io/File;Ljava/io/File;)Z
    .locals 1
    .line 13
    invoke-virtual {p0}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object p0
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {p1}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    sget-object p1, Ljava/io/File;->separator:Ljava/lang/String;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p0, v0}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z
    move-result p0
    if-nez p0, :cond_0
    const/4 p0, 0x1
    goto :goto_0
    :cond_0
    const/4 p0, 0x0
    :goto_0
    return p0
.end method

# true positive 622: a constant prefix without its trailing separator
.method static notesPrefix(Ljava/io/File;Ljava/lang/String;)V
    .locals 2
    .line 17
    new-instance v0, Ljava/io/File;
    invoke-direct {v0, p0, p1}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 18
    invoke-virtual {v0}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object p0
    const-string p1, "/data/notes"
    invoke-virtual {p0, p1}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z
    move-result p0
    if-eqz p0, :cond_0
    .line 19
    new-instance p0, Ljava/io/FileOutputStream;
    invoke-direct {p0, v0}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V
    invoke-virtual {p0}, Ljava/io/FileOutputStream;->close()V
    return-void
    .line 18
    :cond_0
    new-instance p0, Ljava/lang/SecurityException;
    const-string p1, "outside"
    invoke-direct {p0, p1}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V
    throw p0
.end method

# near miss CETP622: the constant prefix ends with "/"
.method static notesSlash(Ljava/io/File;Ljava/lang/String;)V
    .locals 2
    .line 23
    new-instance v0, Ljava/io/File;
    invoke-direct {v0, p0, p1}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 24
    invoke-virtual {v0}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object p0
    const-string p1, "/data/notes/"
    invoke-virtual {p0, p1}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z
    move-result p0
    if-eqz p0, :cond_0
    .line 25
    new-instance p0, Ljava/io/FileOutputStream;
    invoke-direct {p0, v0}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V
    invoke-virtual {p0}, Ljava/io/FileOutputStream;->close()V
    return-void
    .line 24
    :cond_0
    new-instance p0, Ljava/lang/SecurityException;
    const-string p1, "outside"
    invoke-direct {p0, p1}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V
    throw p0
.end method

# near miss CETP622: Path.startsWith on the canonical file's Path
.method static pathPrefix(Ljava/io/File;Ljava/lang/String;)V
    .locals 2
    .line 29
    new-instance v0, Ljava/io/File;
    invoke-direct {v0, p0, p1}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/io/File;->getCanonicalFile()Ljava/io/File;
    move-result-object p1
    .line 30
    invoke-virtual {p1}, Ljava/io/File;->toPath()Ljava/nio/file/Path;
    move-result-object v0
    invoke-virtual {p0}, Ljava/io/File;->getCanonicalFile()Ljava/io/File;
    move-result-object p0
    invoke-virtual {p0}, Ljava/io/File;->toPath()Ljava/nio/file/Path;
    move-result-object p0
    invoke-interface {v0, p0}, Ljava/nio/file/Path;->startsWith(Ljava/nio/file/Path;)Z
    move-result p0
    if-eqz p0, :cond_0
    .line 31
    new-instance p0, Ljava/io/FileInputStream;
    invoke-direct {p0, p1}, Ljava/io/FileInputStream;-><init>(Ljava/io/File;)V
    invoke-virtual {p0}, Ljava/io/FileInputStream;->close()V
    return-void
    .line 30
    :cond_0
    new-instance p0, Ljava/lang/SecurityException;
    const-string p1, "outside"
    invoke-direct {p0, p1}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V
    throw p0
.end method
