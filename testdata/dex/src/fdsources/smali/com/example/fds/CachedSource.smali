# Java sketch (CachedSource.java):
#   package com.example.fds;                                                      // 1
#
#   final class CachedSource implements FdSource {                                // 3
#       @Override public ParcelFileDescriptor open(File f) throws FileNotFoundException {
#           return ParcelFileDescriptor.open(f,                                   // 5
#                   ParcelFileDescriptor.MODE_READ_ONLY | ParcelFileDescriptor.MODE_CREATE);
#       }
#   }
.class final Lcom/example/fds/CachedSource;
.super Ljava/lang/Object;
.source "CachedSource.java"

# interfaces
.implements Lcom/example/fds/FdSource;

.method constructor <init>()V
    .locals 0
    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public open(Ljava/io/File;)Landroid/os/ParcelFileDescriptor;
    .locals 1
    .line 5
    const/high16 v0, 0x18000000
    invoke-static {p1, v0}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object p1
    return-object p1
.end method
