# Java:
#   static boolean differs(File a, File b) { if (a.equals(b)) return false; return true; }   // "not equal" written with constants
#   public Bundle call(String method, String arg, Bundle extras) {
#       File dir = getContext().getFilesDir().getCanonicalFile();
#       File f = new File(dir, extras.getString("name")).getCanonicalFile();
#       if (differs(f.getParentFile(), dir)) {      // BUG: deletes exactly when f is OUTSIDE dir
#           f.delete();
#       }
#       return new Bundle();
#   }
.class public Lcom/example/np/ToolProvider;
.super Landroid/content/ContentProvider;
.method public constructor <init>()V
    .locals 0
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method
.method public onCreate()Z
    .locals 1
    const/4 v0, 0x1
    return v0
.end method
.method static differs(Ljava/io/File;Ljava/io/File;)Z
    .locals 1
    invoke-virtual {p0, p1}, Ljava/io/File;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :ne
    const/4 v0, 0x0
    return v0
    :ne
    const/4 v0, 0x1
    return v0
.end method
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 4
    invoke-virtual {p0}, Lcom/example/np/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v0
    invoke-virtual {v0}, Ljava/io/File;->getCanonicalFile()Ljava/io/File;
    move-result-object v0
    new-instance v1, Ljava/io/File;
    const-string v2, "name"
    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v1, v0, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-virtual {v1}, Ljava/io/File;->getCanonicalFile()Ljava/io/File;
    move-result-object v1
    invoke-virtual {v1}, Ljava/io/File;->getParentFile()Ljava/io/File;
    move-result-object v2
    invoke-static {v2, v0}, Lcom/example/np/ToolProvider;->differs(Ljava/io/File;Ljava/io/File;)Z
    move-result v3
    if-eqz v3, :done
    invoke-virtual {v1}, Ljava/io/File;->delete()Z
    :done
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method
