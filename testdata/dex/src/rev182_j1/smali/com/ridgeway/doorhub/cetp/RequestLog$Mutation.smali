.class public interface abstract Lcom/ridgeway/doorhub/cetp/RequestLog$Mutation;
.super Ljava/lang/Object;
.source "RequestLog.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/ridgeway/doorhub/cetp/RequestLog;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x609
    name = "Mutation"
.end annotation


# virtual methods
.method public abstract run(Lcom/ridgeway/doorhub/cetp/ToolContentProvider$Request;)Landroid/os/Bundle;
.end method
