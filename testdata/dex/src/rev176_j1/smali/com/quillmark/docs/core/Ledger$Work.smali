.class public interface abstract Lcom/quillmark/docs/core/Ledger$Work;
.super Ljava/lang/Object;
.source "Ledger.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/quillmark/docs/core/Ledger;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x609
    name = "Work"
.end annotation


# virtual methods
.method public abstract run()Lcom/quillmark/docs/core/Ledger$Outcome;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
.end method
