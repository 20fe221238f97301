# Java sketch (FdSource.java):
#   package com.example.fds;                                                      // 1
#
#   public interface FdSource {                                                   // 3
#       ParcelFileDescriptor open(File f) throws FileNotFoundException;           // 4
#   }
.class public interface abstract Lcom/example/fds/FdSource;
.super Ljava/lang/Object;
.source "FdSource.java"

.method public abstract open(Ljava/io/File;)Landroid/os/ParcelFileDescriptor;
.end method
