.class public final Lcom/fieldnote/birding/cetp/Command$ListTools;
.super Lcom/fieldnote/birding/cetp/Command$InSession;
.source "Command.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fieldnote/birding/cetp/Command;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "ListTools"
.end annotation


# direct methods
.method constructor <init>(Landroid/os/Bundle;)V
    .registers 2

    .line 92
    invoke-direct {p0, p1}, Lcom/fieldnote/birding/cetp/Command$InSession;-><init>(Landroid/os/Bundle;)V

    .line 93
    return-void
.end method


# virtual methods
.method public accept(Lcom/fieldnote/birding/cetp/Command$Visitor;)Ljava/lang/Object;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<R:",
            "Ljava/lang/Object;",
            ">(",
            "Lcom/fieldnote/birding/cetp/Command$Visitor<",
            "TR;>;)TR;"
        }
    .end annotation

    .line 97
    invoke-interface {p1, p0}, Lcom/fieldnote/birding/cetp/Command$Visitor;->visit(Lcom/fieldnote/birding/cetp/Command$ListTools;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method
