# Kotlin sketch (ToolProvider.kt), compiled by kotlinc and D8: descriptors
# opened by helpers that are given the mode, and descriptors returned
# through interface calls (CETP612).
#   package com.example.fdm                                                      // 1
#   class ToolProvider : ContentProvider() {
#       private val sources: Array<Source> = arrayOf(ReadSource(), EditSource())  // 6
#       private val readers: Array<Reader> = arrayOf(PlainReader(), CacheReader())   // 7
#       override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
#           Binder.getCallingUid()                                               // 10
#           val f = File(context!!.filesDir, "notes.txt")                        // 11
#           val out = Bundle()                                                   // 12
#           val i = arg?.length ?: 0                                             // 13
#           // true positive 612: Fds.open(f, mode) given MODE_READ_WRITE
#           if (method == "rw") out.putParcelable("result_fd", Fds.open(f, MODE_READ_WRITE))      // 14
#           // near miss: the same helper given MODE_READ_ONLY
#           if (method == "ro") out.putParcelable("result_fd", Fds.open(f, MODE_READ_ONLY))       // 15
#           // true positive 612: the default mode (open$default, mask 2) is MODE_READ_WRITE
#           if (method == "dflt") out.putParcelable("result_fd", Fds.open(f))                     // 16
#           // true positive 612: two Java helpers pass MODE_WRITE_ONLY | MODE_CREATE on
#           if (method == "java") out.putParcelable("result_fd", Opener.openVia(f, MODE_WRITE_ONLY))   // 17
#           // near miss: the same helpers given MODE_READ_ONLY
#           if (method == "javaro") out.putParcelable("result_fd", Opener.openVia(f, MODE_READ_ONLY)) // 18
#           // true positive 612: one Source opens MODE_READ_WRITE (a note past the target budget)
#           if (method == "src") out.putParcelable("result_fd", sources[i].open(f))               // 19
#           // near miss: every Reader opens read-only (a note past the target budget)
#           if (method == "rd") out.putParcelable("result_fd", readers[i].open(f))                // 20
#           return out                                                           // 21
#       }
#   }
.class public final Lcom/example/fdm/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.kt"

.field private final readers:[Lcom/example/fdm/Reader;
.field private final sources:[Lcom/example/fdm/Source;

.method public constructor <init>()V
    .locals 4
    .line 2
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 6
    const/4 v0, 0x2
    new-array v1, v0, [Lcom/example/fdm/Source;
    new-instance v2, Lcom/example/fdm/ReadSource;
    invoke-direct {v2}, Lcom/example/fdm/ReadSource;-><init>()V
    const/4 v3, 0x0
    aput-object v2, v1, v3
    new-instance v2, Lcom/example/fdm/EditSource;
    invoke-direct {v2}, Lcom/example/fdm/EditSource;-><init>()V
    const/4 v3, 0x1
    aput-object v2, v1, v3
    iput-object v1, p0, Lcom/example/fdm/ToolProvider;->sources:[Lcom/example/fdm/Source;
    .line 7
    new-array v0, v0, [Lcom/example/fdm/Reader;
    new-instance v1, Lcom/example/fdm/PlainReader;
    invoke-direct {v1}, Lcom/example/fdm/PlainReader;-><init>()V
    const/4 v2, 0x0
    aput-object v1, v0, v2
    new-instance v1, Lcom/example/fdm/CacheReader;
    invoke-direct {v1}, Lcom/example/fdm/CacheReader;-><init>()V
    aput-object v1, v0, v3
    iput-object v0, p0, Lcom/example/fdm/ToolProvider;->readers:[Lcom/example/fdm/Reader;
    return-void
.end method

.method public onCreate()Z
    .locals 1
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 6
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    .line 11
    new-instance v0, Ljava/io/File;
    invoke-virtual {p0}, Lcom/example/fdm/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v1
    const-string v2, "notes.txt"
    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 12
    new-instance v2, Landroid/os/Bundle;
    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V
    .line 13
    if-eqz p2, :cond_noarg
    invoke-virtual {p2}, Ljava/lang/String;->length()I
    move-result v1
    goto :goto_arg
    :cond_noarg
    const/4 v1, 0x0
    :goto_arg
    :br_14
    .line 14
    const-string v3, "rw"
    invoke-static {p1, v3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :br_15
    sget-object v3, Lcom/example/fdm/Fds;->INSTANCE:Lcom/example/fdm/Fds;
    const/high16 v4, 0x30000000
    invoke-virtual {v3, v0, v4}, Lcom/example/fdm/Fds;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v3
    check-cast v3, Landroid/os/Parcelable;
    const-string v4, "result_fd"
    invoke-virtual {v2, v4, v3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :br_15
    # near miss CETP612: the helper is given MODE_READ_ONLY
    .line 15
    const-string v3, "ro"
    invoke-static {p1, v3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :br_16
    sget-object v3, Lcom/example/fdm/Fds;->INSTANCE:Lcom/example/fdm/Fds;
    const/high16 v4, 0x10000000
    invoke-virtual {v3, v0, v4}, Lcom/example/fdm/Fds;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v3
    check-cast v3, Landroid/os/Parcelable;
    const-string v4, "result_fd"
    invoke-virtual {v2, v4, v3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :br_16
    .line 16
    const-string v3, "dflt"
    invoke-static {p1, v3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :br_17
    sget-object v3, Lcom/example/fdm/Fds;->INSTANCE:Lcom/example/fdm/Fds;
    const/4 v4, 0x0
    const/4 v5, 0x2
    const/4 p3, 0x0
    invoke-static {v3, v0, v4, v5, p3}, Lcom/example/fdm/Fds;->open$default(Lcom/example/fdm/Fds;Ljava/io/File;IILjava/lang/Object;)Landroid/os/ParcelFileDescriptor;
    move-result-object v3
    check-cast v3, Landroid/os/Parcelable;
    const-string v4, "result_fd"
    invoke-virtual {v2, v4, v3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :br_17
    .line 17
    const-string v3, "java"
    invoke-static {p1, v3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :br_18
    const/high16 v4, 0x20000000
    invoke-static {v0, v4}, Lcom/example/fdm/Opener;->openVia(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v3
    check-cast v3, Landroid/os/Parcelable;
    const-string v4, "result_fd"
    invoke-virtual {v2, v4, v3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :br_18
    # near miss CETP612: the Java helpers are given MODE_READ_ONLY
    .line 18
    const-string v3, "javaro"
    invoke-static {p1, v3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :br_19
    const/high16 v4, 0x10000000
    invoke-static {v0, v4}, Lcom/example/fdm/Opener;->openVia(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v3
    check-cast v3, Landroid/os/Parcelable;
    const-string v4, "result_fd"
    invoke-virtual {v2, v4, v3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :br_19
    .line 19
    const-string v3, "src"
    invoke-static {p1, v3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :br_20
    iget-object v3, p0, Lcom/example/fdm/ToolProvider;->sources:[Lcom/example/fdm/Source;
    aget-object v3, v3, v1
    invoke-interface {v3, v0}, Lcom/example/fdm/Source;->open(Ljava/io/File;)Landroid/os/ParcelFileDescriptor;
    move-result-object v3
    check-cast v3, Landroid/os/Parcelable;
    const-string v4, "result_fd"
    invoke-virtual {v2, v4, v3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :br_20
    # near miss CETP612: every Reader opens read-only
    .line 20
    const-string v3, "rd"
    invoke-static {p1, v3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :br_21
    iget-object v3, p0, Lcom/example/fdm/ToolProvider;->readers:[Lcom/example/fdm/Reader;
    aget-object v3, v3, v1
    invoke-interface {v3, v0}, Lcom/example/fdm/Reader;->open(Ljava/io/File;)Landroid/os/ParcelFileDescriptor;
    move-result-object v3
    check-cast v3, Landroid/os/Parcelable;
    const-string v4, "result_fd"
    invoke-virtual {v2, v4, v3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :br_21
    .line 21
    return-object v2
.end method
