# Java sketch (Source.java): interface Source { ParcelFileDescriptor open(File f) throws FileNotFoundException; }
.class interface abstract Lcom/example/fdm/Source;
.super Ljava/lang/Object;
.source "Source.java"

.method public abstract open(Ljava/io/File;)Landroid/os/ParcelFileDescriptor;
.end method
