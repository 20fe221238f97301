.class public interface abstract Lcom/greenwick/garden/files/FileGateway;
.super Ljava/lang/Object;
.source "FileGateway.java"


# virtual methods
.method public abstract open(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/FileNotFoundException;
        }
    .end annotation
.end method
