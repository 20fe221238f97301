.class public interface abstract Lcom/quillbox/FileJob;
.super Ljava/lang/Object;
.source "FileWorker.kt"

# virtual methods
.method public abstract failure(Ljava/io/IOException;)Lcom/quillbox/Outcome$Failed;
.end method

.method public abstract getReply()Lkotlinx/coroutines/channels/SendChannel;
.end method

.method public abstract perform()Lcom/quillbox/Outcome$Written;
.end method
