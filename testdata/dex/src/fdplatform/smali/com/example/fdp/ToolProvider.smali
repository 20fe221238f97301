# Java sketch (ToolProvider.java), compiled by javac and D8: descriptors
# handed on through platform calls, each branch in its own method.
#   package com.example.fdp;                                                      // 1
#
#   public final class ToolProvider extends ContentProvider {                     // 3
#       @Override public boolean onCreate() { return true; }                      // 4
#
#       @Override public Bundle call(String method, String arg, Bundle extras) {
#           Bundle out = new Bundle();                                            // 7
#           File f = new File(getContext().getFilesDir(), "export.csv");          // 8
#           try {                                                                 // 9
#               if ("dup".equals(method)) dup(out, f);                            // 10
#               else if ("asset".equals(method)) asset(out, Uri.parse(arg));      // 11
#               else if ("adopt".equals(method)) adopt(out, f);                   // 12
#               else if ("ro".equals(method)) readOnly(out, f);                   // 13
#               else if ("seed".equals(method)) seed(out);                        // 14
#               else if ("sock".equals(method)) sock(out, new Socket("localhost", 9)); // 15
#           } catch (IOException e) {                                             // 16
#               out.putString("error_code", "INTERNAL");                          // 17
#           }
#           return out;                                                           // 19
#       }
#
#       static void dup(Bundle out, File f) throws IOException {
#           ParcelFileDescriptor fd = ParcelFileDescriptor.open(f, ParcelFileDescriptor.MODE_READ_WRITE); // 23
#           out.putParcelable("result_fd", fd.dup());                             // 24 CETP612
#           fd.close();                                                           // 25
#       }
#       void asset(Bundle out, Uri uri) throws IOException {
#           out.putParcelable("result_fd", getContext().getContentResolver()
#               .openAssetFileDescriptor(uri, "rw").getParcelFileDescriptor());   // 28 CETP612
#       }
#       static void adopt(Bundle out, File f) throws IOException {
#           out.putParcelable("result_fd", ParcelFileDescriptor.adoptFd(ParcelFileDescriptor.open(f,
#               ParcelFileDescriptor.MODE_WRITE_ONLY | ParcelFileDescriptor.MODE_CREATE).detachFd())); // 32 CETP612
#       }
#       // near miss CETP612: a read-only descriptor, duplicated
#       static void readOnly(Bundle out, File f) throws IOException {
#           out.putParcelable("result_fd", ParcelFileDescriptor.open(f, ParcelFileDescriptor.MODE_READ_ONLY).dup()); // 36
#       }
#       // near miss CETP612: an APK asset is read-only
#       void seed(Bundle out) throws IOException {
#           out.putParcelable("result_fd", getContext().getAssets().openFd("seed.db").getParcelFileDescriptor()); // 40
#       }
#       static void sock(Bundle out, Socket s) {
#           out.putParcelable("result_fd", ParcelFileDescriptor.fromSocket(s));   // 43 note: a socket's mode is not known
#       }
#   }
.class public final Lcom/example/fdp/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"

.method public constructor <init>()V
    .registers 1
    .line 3
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 4
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .line 7
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 8
    new-instance v1, Ljava/io/File;
    invoke-virtual {p0}, Lcom/example/fdp/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    invoke-virtual {v2}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v2
    const-string v3, "export.csv"
    invoke-direct {v1, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 10
    :try_start
    const-string v2, "dup"
    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :n1
    invoke-static {v0, v1}, Lcom/example/fdp/ToolProvider;->dup(Landroid/os/Bundle;Ljava/io/File;)V
    goto :done
    :n1
    .line 11
    const-string v2, "asset"
    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :n2
    invoke-static {p2}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;
    move-result-object v2
    invoke-virtual {p0, v0, v2}, Lcom/example/fdp/ToolProvider;->asset(Landroid/os/Bundle;Landroid/net/Uri;)V
    goto :done
    :n2
    .line 12
    const-string v2, "adopt"
    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :n3
    invoke-static {v0, v1}, Lcom/example/fdp/ToolProvider;->adopt(Landroid/os/Bundle;Ljava/io/File;)V
    goto :done
    :n3
    .line 13
    const-string v2, "ro"
    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :n4
    invoke-static {v0, v1}, Lcom/example/fdp/ToolProvider;->readOnly(Landroid/os/Bundle;Ljava/io/File;)V
    goto :done
    :n4
    .line 14
    const-string v2, "seed"
    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :n5
    invoke-virtual {p0, v0}, Lcom/example/fdp/ToolProvider;->seed(Landroid/os/Bundle;)V
    goto :done
    :n5
    .line 15
    const-string v2, "sock"
    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :done
    new-instance v2, Ljava/net/Socket;
    const-string v3, "localhost"
    const/16 v4, 0x9
    invoke-direct {v2, v3, v4}, Ljava/net/Socket;-><init>(Ljava/lang/String;I)V
    invoke-static {v0, v2}, Lcom/example/fdp/ToolProvider;->sock(Landroid/os/Bundle;Ljava/net/Socket;)V
    :try_end
    .catch Ljava/io/IOException; {:try_start .. :try_end} :failed
    goto :done
    :failed
    .line 17
    const-string v1, "error_code"
    const-string v2, "INTERNAL"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    :done
    .line 19
    return-object v0
.end method

.method static dup(Landroid/os/Bundle;Ljava/io/File;)V
    .registers 5
    .line 23
    const/high16 v0, 0x30000000
    invoke-static {p1, v0}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    .line 24
    invoke-virtual {v0}, Landroid/os/ParcelFileDescriptor;->dup()Landroid/os/ParcelFileDescriptor;
    move-result-object v1
    const-string v2, "result_fd"
    invoke-virtual {p0, v2, v1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 25
    invoke-virtual {v0}, Landroid/os/ParcelFileDescriptor;->close()V
    return-void
.end method

.method asset(Landroid/os/Bundle;Landroid/net/Uri;)V
    .registers 5
    .line 28
    invoke-virtual {p0}, Lcom/example/fdp/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;
    move-result-object v0
    const-string v1, "rw"
    invoke-virtual {v0, p2, v1}, Landroid/content/ContentResolver;->openAssetFileDescriptor(Landroid/net/Uri;Ljava/lang/String;)Landroid/content/res/AssetFileDescriptor;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/res/AssetFileDescriptor;->getParcelFileDescriptor()Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    const-string v1, "result_fd"
    invoke-virtual {p1, v1, v0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    return-void
.end method

.method static adopt(Landroid/os/Bundle;Ljava/io/File;)V
    .registers 4
    .line 32
    const/high16 v0, 0x28000000
    invoke-static {p1, v0}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    invoke-virtual {v0}, Landroid/os/ParcelFileDescriptor;->detachFd()I
    move-result v0
    invoke-static {v0}, Landroid/os/ParcelFileDescriptor;->adoptFd(I)Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    const-string v1, "result_fd"
    invoke-virtual {p0, v1, v0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    return-void
.end method

# near miss CETP612: a read-only descriptor, duplicated
.method static readOnly(Landroid/os/Bundle;Ljava/io/File;)V
    .registers 4
    .line 36
    const/high16 v0, 0x10000000
    invoke-static {p1, v0}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    invoke-virtual {v0}, Landroid/os/ParcelFileDescriptor;->dup()Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    const-string v1, "result_fd"
    invoke-virtual {p0, v1, v0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    return-void
.end method

# near miss CETP612: an APK asset is read-only
.method seed(Landroid/os/Bundle;)V
    .registers 4
    .line 40
    invoke-virtual {p0}, Lcom/example/fdp/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getAssets()Landroid/content/res/AssetManager;
    move-result-object v0
    const-string v1, "seed.db"
    invoke-virtual {v0, v1}, Landroid/content/res/AssetManager;->openFd(Ljava/lang/String;)Landroid/content/res/AssetFileDescriptor;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/res/AssetFileDescriptor;->getParcelFileDescriptor()Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    const-string v1, "result_fd"
    invoke-virtual {p1, v1, v0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    return-void
.end method

.method static sock(Landroid/os/Bundle;Ljava/net/Socket;)V
    .registers 4
    .line 43
    invoke-static {p1}, Landroid/os/ParcelFileDescriptor;->fromSocket(Ljava/net/Socket;)Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    const-string v1, "result_fd"
    invoke-virtual {p0, v1, v0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    return-void
.end method
