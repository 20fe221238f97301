.class public interface abstract Lcom/fieldnote/birding/cetp/Command$Visitor;
.super Ljava/lang/Object;
.source "Command.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fieldnote/birding/cetp/Command;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x609
    name = "Visitor"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "<R:",
        "Ljava/lang/Object;",
        ">",
        "Ljava/lang/Object;"
    }
.end annotation


# virtual methods
.method public abstract visit(Lcom/fieldnote/birding/cetp/Command$ExecuteTool;)Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/fieldnote/birding/cetp/Command$ExecuteTool;",
            ")TR;"
        }
    .end annotation
.end method

.method public abstract visit(Lcom/fieldnote/birding/cetp/Command$ListTools;)Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/fieldnote/birding/cetp/Command$ListTools;",
            ")TR;"
        }
    .end annotation
.end method

.method public abstract visit(Lcom/fieldnote/birding/cetp/Command$Negotiate;)Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/fieldnote/birding/cetp/Command$Negotiate;",
            ")TR;"
        }
    .end annotation
.end method

.method public abstract visit(Lcom/fieldnote/birding/cetp/Command$Operation;)Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/fieldnote/birding/cetp/Command$Operation;",
            ")TR;"
        }
    .end annotation
.end method

.method public abstract visit(Lcom/fieldnote/birding/cetp/Command$ProviderInfo;)Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/fieldnote/birding/cetp/Command$ProviderInfo;",
            ")TR;"
        }
    .end annotation
.end method

.method public abstract visit(Lcom/fieldnote/birding/cetp/Command$Unknown;)Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/fieldnote/birding/cetp/Command$Unknown;",
            ")TR;"
        }
    .end annotation
.end method
