# Java sketch (Exporter.java): a plugin point; the app has no subclass (the
# host that embeds the provider attaches one).
#   package com.example.fds;                                                      // 1
#
#   public abstract class Exporter {                                              // 3
#       public abstract ParcelFileDescriptor export(File f) throws FileNotFoundException; // 4
#   }
.class public abstract Lcom/example/fds/Exporter;
.super Ljava/lang/Object;
.source "Exporter.java"

.method public constructor <init>()V
    .locals 0
    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public abstract export(Ljava/io/File;)Landroid/os/ParcelFileDescriptor;
.end method
