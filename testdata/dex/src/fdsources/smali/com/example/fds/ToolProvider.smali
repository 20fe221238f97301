# Java sketch (ToolProvider.java), compiled by javac and D8: descriptors
# from an interface, an abstract plugin point and fields.
#   package com.example.fds;                                                      // 1
#
#   public final class ToolProvider extends ContentProvider {                     // 3
#       @Inject ParcelFileDescriptor shared;  // set by an injector outside the app's code // 4
#       private ParcelFileDescriptor readOnly;                                    // 5
#       private final FdSource source = Build.VERSION.SDK_INT >= 26           // 6
#               ? new ReadOnlySource() : new CachedSource();
#       private Exporter exporter;                                                // 8
#       public void attach(Exporter e) { exporter = e; }  // called by the host   // 9
#
#       @Override public boolean onCreate() { return true; }                      // 11
#
#       @Override public Bundle call(String method, String arg, Bundle extras) {
#           File f = new File(getContext().getFilesDir(), "report.csv");          // 14
#           Bundle out = new Bundle();                                            // 15
#           try {                                                                 // 16
#               readOnly = ParcelFileDescriptor.open(f, ParcelFileDescriptor.MODE_READ_ONLY); // 17
#               out.putParcelable("result_fd", readOnly);           // 18 near miss: read-only
#               out.putParcelable("result_fd", source.open(f));     // 19 near miss: both implementations are read-only
#               out.putParcelable("result_fd", exporter.export(f)); // 20 note: no implementation in the app
#               out.putParcelable("result_fd", shared);             // 21 note: never written in the app
#           } catch (FileNotFoundException e) {                                   // 22
#               out.putString("error", "not_found");                              // 23
#           }
#           return out;                                                           // 25
#       }
#   }
.class public final Lcom/example/fds/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"

.field private exporter:Lcom/example/fds/Exporter;

.field private readOnly:Landroid/os/ParcelFileDescriptor;

.field shared:Landroid/os/ParcelFileDescriptor;
    .annotation runtime Ljavax/inject/Inject;
    .end annotation
.end field

.field private final source:Lcom/example/fds/FdSource;

.method public constructor <init>()V
    .locals 2
    .line 3
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 6
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I
    const/16 v1, 0x1a
    if-lt v0, v1, :cond_0
    new-instance v0, Lcom/example/fds/ReadOnlySource;
    invoke-direct {v0}, Lcom/example/fds/ReadOnlySource;-><init>()V
    goto :goto_0
    .line 7
    :cond_0
    new-instance v0, Lcom/example/fds/CachedSource;
    invoke-direct {v0}, Lcom/example/fds/CachedSource;-><init>()V
    .line 6
    :goto_0
    iput-object v0, p0, Lcom/example/fds/ToolProvider;->source:Lcom/example/fds/FdSource;
    return-void
.end method

.method public attach(Lcom/example/fds/Exporter;)V
    .locals 0
    .line 9
    iput-object p1, p0, Lcom/example/fds/ToolProvider;->exporter:Lcom/example/fds/Exporter;
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 3
    .line 14
    const-string p1, "result_fd"
    new-instance p2, Ljava/io/File;
    invoke-virtual {p0}, Lcom/example/fds/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object p3
    invoke-virtual {p3}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object p3
    const-string v0, "report.csv"
    invoke-direct {p2, p3, v0}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 15
    new-instance p3, Landroid/os/Bundle;
    invoke-direct {p3}, Landroid/os/Bundle;-><init>()V
    .line 17
    :try_start_0
    const/high16 v0, 0x10000000
    invoke-static {p2, v0}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    iput-object v0, p0, Lcom/example/fds/ToolProvider;->readOnly:Landroid/os/ParcelFileDescriptor;
    # near miss CETP612: opened with MODE_READ_ONLY
    .line 18
    invoke-virtual {p3, p1, v0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    # near miss CETP612: both implementations of FdSource open read-only
    .line 19
    iget-object v0, p0, Lcom/example/fds/ToolProvider;->source:Lcom/example/fds/FdSource;
    invoke-interface {v0, p2}, Lcom/example/fds/FdSource;->open(Ljava/io/File;)Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    invoke-virtual {p3, p1, v0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 20
    iget-object v0, p0, Lcom/example/fds/ToolProvider;->exporter:Lcom/example/fds/Exporter;
    invoke-virtual {v0, p2}, Lcom/example/fds/Exporter;->export(Ljava/io/File;)Landroid/os/ParcelFileDescriptor;
    move-result-object p2
    invoke-virtual {p3, p1, p2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 21
    iget-object p2, p0, Lcom/example/fds/ToolProvider;->shared:Landroid/os/ParcelFileDescriptor;
    invoke-virtual {p3, p1, p2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :try_end_0
    .catch Ljava/io/FileNotFoundException; {:try_start_0 .. :try_end_0} :catch_0
    goto :goto_0
    .line 23
    :catch_0
    const-string p1, "error"
    const-string p2, "not_found"
    invoke-virtual {p3, p1, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 25
    :goto_0
    return-object p3
.end method

.method public onCreate()Z
    .locals 1
    .line 11
    const/4 v0, 0x1
    return v0
.end method
