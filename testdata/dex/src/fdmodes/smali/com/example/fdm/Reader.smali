# Java sketch (Reader.java): interface Reader { ParcelFileDescriptor open(File f) throws FileNotFoundException; }
.class interface abstract Lcom/example/fdm/Reader;
.super Ljava/lang/Object;
.source "Reader.java"

.method public abstract open(Ljava/io/File;)Landroid/os/ParcelFileDescriptor;
.end method
