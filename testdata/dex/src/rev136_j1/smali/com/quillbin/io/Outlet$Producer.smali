.class public interface abstract Lcom/quillbin/io/Outlet$Producer;
.super Ljava/lang/Object;
.source "Outlet.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/quillbin/io/Outlet;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x609
    name = "Producer"
.end annotation


# virtual methods
.method public abstract produce(Ljava/io/OutputStream;)V
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation
.end method
